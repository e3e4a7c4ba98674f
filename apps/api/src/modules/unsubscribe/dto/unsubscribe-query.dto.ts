import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';

export class UnsubscribeQueryDto {
  @ApiProperty({ description: "The token of an e-mail's unsubscribe link" })
  @IsString()
  @MaxLength(300)
  token!: string;
}
