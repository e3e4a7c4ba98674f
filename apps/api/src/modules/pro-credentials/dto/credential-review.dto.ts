import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { CREDENTIAL_REVIEW_NOTE_MAX_LENGTH, type CredentialReviewRequest } from '@hm/contracts';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';

export class CredentialReviewDto implements CredentialReviewRequest {
  @ApiProperty({ enum: ['verified', 'rejected'] })
  @IsIn(['verified', 'rejected'])
  decision!: 'verified' | 'rejected';

  @ApiPropertyOptional({ description: 'Required for a rejection: the pro reads it', maxLength: CREDENTIAL_REVIEW_NOTE_MAX_LENGTH })
  @IsOptional()
  @IsString()
  @MaxLength(CREDENTIAL_REVIEW_NOTE_MAX_LENGTH)
  note?: string;
}
