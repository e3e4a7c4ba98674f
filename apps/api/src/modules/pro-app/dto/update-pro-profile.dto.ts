import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsOptional, IsString, Matches, MaxLength, ValidateIf } from 'class-validator';
import { SERVICE_IDS } from '@hm/catalog';
import { PRO_BIO_MAX_LENGTH, PRO_SERVICE_AREAS_MAX, type UpdateProProfileRequest } from '@hm/contracts';
import { PersonName, Trim } from '../../auth/dto/field-rules.js';

const uniqueStrings = ({ value }: { value: unknown }) =>
  Array.isArray(value) ? [...new Set(value.map((item) => (typeof item === 'string' ? item.trim() : item)))] : value;
/** An empty bio is no bio. */
const bio = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || null : value);

/** PUT /api/pro/profile. The phone rule and the prefixes' normalisation are the contracts' (the service applies them). */
export class UpdateProProfileDto implements UpdateProProfileRequest {
  @PersonName('Marc')
  firstName!: string;

  @PersonName('Gagnon')
  lastName!: string;

  @ApiProperty({ example: '+1 514 555 0199' })
  @Trim()
  @IsString()
  @MaxLength(30)
  phone!: string;

  @ApiProperty({ type: [String], example: ['plumbing'] })
  @Transform(uniqueStrings)
  @IsArray()
  @ArrayMinSize(1)
  @IsIn(SERVICE_IDS, { each: true })
  categories!: string[];

  @ApiProperty({ type: [String], example: ['H2X', 'H3'] })
  @Transform(uniqueStrings)
  @IsArray()
  @ArrayMaxSize(PRO_SERVICE_AREAS_MAX)
  @IsString({ each: true })
  @Matches(/^[A-Za-z](\d[A-Za-z]?)?$/, { each: true, message: 'each value of $property must be a postal-code prefix such as H2X, H2 or H' })
  serviceAreaPrefixes!: string[];

  @ApiProperty({ nullable: true, maxLength: PRO_BIO_MAX_LENGTH })
  @Transform(bio)
  @IsOptional()
  @ValidateIf((_dto, value) => value !== null)
  @IsString()
  @MaxLength(PRO_BIO_MAX_LENGTH)
  bioFr!: string | null;

  @ApiProperty({ nullable: true, maxLength: PRO_BIO_MAX_LENGTH })
  @Transform(bio)
  @IsOptional()
  @ValidateIf((_dto, value) => value !== null)
  @IsString()
  @MaxLength(PRO_BIO_MAX_LENGTH)
  bioEn!: string | null;
}
