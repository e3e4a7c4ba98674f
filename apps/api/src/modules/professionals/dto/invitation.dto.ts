import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import type { AcceptInvitationRequest, InvitationCheckRequest } from '@hm/contracts';

export class InvitationCheckDto implements InvitationCheckRequest {
  @ApiProperty({ description: 'The token of the e-mailed /pro/welcome link' })
  @IsString()
  @MaxLength(200)
  token!: string;
}

export class AcceptInvitationDto extends InvitationCheckDto implements AcceptInvitationRequest {
  @ApiProperty({ description: 'At least 8 characters, one upper-case letter and one digit' })
  @IsString()
  @MaxLength(1024)
  password!: string;
}
