import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import type { ResetPasswordRequest } from '@hm/contracts';
import { PasswordInput } from './field-rules.js';

export class ResetPasswordDto implements ResetPasswordRequest {
  @ApiProperty({ description: 'The token of the e-mailed link' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(256)
  token!: string;

  @PasswordInput('The new password (same rule as at sign-up)')
  password!: string;
}
