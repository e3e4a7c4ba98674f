import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ADMIN_PEOPLE_ROUTE, type PeopleListView, type PersonView } from '@hm/contracts';
import { ApiAnswer } from '../../http/open-api/api-answer.js';
import { RequirePermission } from '../auth/auth-decision.js';
import type { AuthUser } from '../auth/auth-user.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { ChangeRoleDto, DisableAccountDto, PeopleQueryDto } from './people.dto.js';
import { PeopleRepository } from './people.repository.js';
import { PeopleService } from './people.service.js';

const PERSON = `${ADMIN_PEOPLE_ROUTE}/:id`;

/** The console's people (docs/operations.md "People"): find an account, see it, disable it, reset its password, change its role. */
@ApiTags('admin')
@ApiBearerAuth()
@RequirePermission('people.manage')
@Controller()
export class PeopleController {
  constructor(
    private readonly people: PeopleService,
    private readonly repository: PeopleRepository,
  ) {}

  @Get(ADMIN_PEOPLE_ROUTE)
  @RequirePermission('people.read')
  @ApiOperation({ summary: 'Accounts by name, 30 a page; search by name, e-mail, phone or booking number; by role' })
  @ApiAnswer(HttpStatus.OK, 'PeopleListView')
  list(@Query() query: PeopleQueryDto): Promise<PeopleListView> {
    return this.repository.list(query);
  }

  @Get(PERSON)
  @RequirePermission('people.read')
  @ApiOperation({ summary: 'One account with its latest bookings and sign-ins (404 PERSON_NOT_FOUND)' })
  @ApiAnswer(HttpStatus.OK, 'PersonView')
  get(@Param('id') id: string): Promise<PersonView> {
    return this.people.get(id);
  }

  @Post(`${PERSON}/disable`)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Disable: no more sign-ins; every session and socket ends at once (409 CANNOT_CHANGE_OWN_ACCOUNT); audited with the reason',
  })
  @ApiAnswer(HttpStatus.OK, 'PersonView')
  disable(@CurrentUser() user: AuthUser, @Param('id') id: string, @Body() body: DisableAccountDto): Promise<PersonView> {
    return this.people.disable(user.id, id, body.reason);
  }

  @Post(`${PERSON}/enable`)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Enable a disabled account again (409 CANNOT_CHANGE_OWN_ACCOUNT); audited' })
  @ApiAnswer(HttpStatus.OK, 'PersonView')
  enable(@CurrentUser() user: AuthUser, @Param('id') id: string): Promise<PersonView> {
    return this.people.enable(user.id, id);
  }

  @Post(`${PERSON}/password-reset`)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: "E-mail a single-use link to set a new password, in the account's language; audited" })
  @ApiAnswer(HttpStatus.OK, 'PersonView')
  passwordReset(@CurrentUser() user: AuthUser, @Param('id') id: string): Promise<PersonView> {
    return this.people.sendPasswordReset(user.id, id);
  }

  @Put(`${PERSON}/role`)
  @ApiOperation({
    summary:
      'Change the role between customer, support and admin; ends the sessions (409 CANNOT_CHANGE_OWN_ACCOUNT, 422 ROLE_NOT_ALLOWED); audited',
  })
  @ApiAnswer(HttpStatus.OK, 'PersonView')
  changeRole(@CurrentUser() user: AuthUser, @Param('id') id: string, @Body() body: ChangeRoleDto): Promise<PersonView> {
    return this.people.changeRole(user.id, id, body.role);
  }
}
