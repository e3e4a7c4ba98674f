import { Module } from '@nestjs/common';
import { PeopleController } from './people.controller.js';
import { PeopleRepository } from './people.repository.js';
import { PeopleService } from './people.service.js';

/** The console's people: accounts found, disabled or enabled, reset links and roles (docs/operations.md "People"). */
@Module({
  controllers: [PeopleController],
  providers: [PeopleService, PeopleRepository],
})
export class PeopleModule {}
