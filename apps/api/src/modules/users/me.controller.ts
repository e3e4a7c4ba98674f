import { Body, Controller, Delete, Get, Header, HttpCode, HttpStatus, Param, Patch, Post, Put, Res } from '@nestjs/common';
import type { Response } from 'express';
import { ApiBearerAuth, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { dataExportFileName, type NotificationPreferences, type Profile, type SignedInDevice } from '@hm/contracts';
import { Roles } from '../auth/auth-decision.js';
import type { AuthUser } from '../auth/auth-user.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { DataExportService } from './data-export.service.js';
import { DevicesService } from './devices.service.js';
import { ChangePasswordDto } from './dto/change-password.dto.js';
import { NotificationPreferencesDto } from './dto/notification-preferences.dto.js';
import { UpdateProfileDto } from './dto/update-profile.dto.js';
import { ProfileService } from './profile.service.js';
import { ApiAnswer } from '../../http/open-api/api-answer.js';

@ApiTags('me')
@ApiBearerAuth()
@Roles('customer', 'professional', 'support', 'admin')
@Controller('me')
export class MeController {
  constructor(
    private readonly profiles: ProfileService,
    private readonly devices: DevicesService,
    private readonly dataExport: DataExportService,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Your profile' })
  @ApiAnswer(HttpStatus.OK, 'Profile')
  get(@CurrentUser() user: AuthUser): Promise<Profile> {
    return this.profiles.get(user);
  }

  @Patch()
  @ApiOperation({ summary: 'Change your profile (the e-mail cannot be changed here)' })
  @ApiAnswer(HttpStatus.OK, 'Profile')
  update(@CurrentUser() user: AuthUser, @Body() dto: UpdateProfileDto): Promise<Profile> {
    return this.profiles.update(user, dto);
  }

  @Put('password')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Change your password (checks the current one; signs out your other sessions)' })
  @ApiNoContentResponse({ description: 'Password changed; the other sessions are signed out' })
  changePassword(@CurrentUser() user: AuthUser, @Body() dto: ChangePasswordDto): Promise<void> {
    return this.profiles.changePassword(user, dto);
  }

  @Put('notifications')
  @ApiOperation({ summary: 'Save your notification preferences' })
  @ApiAnswer(HttpStatus.OK, 'NotificationPreferences')
  updateNotifications(@CurrentUser() user: AuthUser, @Body() dto: NotificationPreferencesDto): Promise<NotificationPreferences> {
    return this.profiles.updateNotifications(user, dto);
  }

  @Get('sessions')
  @ApiOperation({ summary: 'Your signed-in devices: one entry per open sign-in, the current one first' })
  @ApiAnswer(HttpStatus.OK, ['SignedInDevice'])
  listDevices(@CurrentUser() user: AuthUser): Promise<SignedInDevice[]> {
    return this.devices.list(user);
  }

  @Delete('sessions/:id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Sign one of your devices out (404 for a sign-in that is not yours or no longer open)' })
  @ApiNoContentResponse({ description: 'Signed out' })
  signOutDevice(@CurrentUser() user: AuthUser, @Param('id') id: string): Promise<void> {
    return this.devices.signOut(user, id);
  }

  @Post('sessions/sign-out-others')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Sign out every device but this one' })
  @ApiNoContentResponse({ description: 'Signed out' })
  signOutOtherDevices(@CurrentUser() user: AuthUser): Promise<void> {
    return this.devices.signOutOthers(user);
  }

  @Get('export')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Download everything HomeMate keeps about you, as a JSON file (Law 25 right of access)' })
  @ApiOkResponse({
    description: 'Every record kept about the caller, by kind (a JSON attachment)',
    schema: { type: 'object', additionalProperties: true },
  })
  async exportData(@CurrentUser() user: AuthUser, @Res({ passthrough: true }) res: Response): Promise<Record<string, unknown>> {
    const data = await this.dataExport.export(user);
    res.attachment(dataExportFileName(new Date()));
    return data;
  }
}
