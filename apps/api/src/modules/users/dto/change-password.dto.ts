import type { ChangePasswordRequest } from '@hm/contracts';
import { PasswordInput } from '../../auth/dto/field-rules.js';

export class ChangePasswordDto implements ChangePasswordRequest {
  @PasswordInput('The password in use now')
  currentPassword!: string;

  @PasswordInput('8 to 128 characters with an upper-case letter and a digit; not a common password')
  newPassword!: string;
}
