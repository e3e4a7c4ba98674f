import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean } from 'class-validator';
import type { SignInRequest } from '@hm/contracts';
import { EmailAddress, PasswordInput } from './field-rules.js';

export class SignInDto implements SignInRequest {
  @EmailAddress()
  email!: string;

  @PasswordInput('The account password')
  password!: string;

  @ApiProperty({ description: 'Session of 30 days instead of one hour' })
  @IsBoolean()
  rememberMe!: boolean;
}
