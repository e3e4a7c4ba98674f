import { ApiProperty } from '@nestjs/swagger';
import { IsArray, IsObject } from 'class-validator';
import type { DaysOffRange, UpdateProScheduleRequest, WeeklyHours } from '@hm/contracts';
import { schemaRef } from '../../../http/open-api/api-answer.js';

/**
 * PUT /api/pro/schedule. Only the two fields' kinds are checked here; the rules of each interval
 * and range are the contracts' (proScheduleErrors), applied by the service with a code per field.
 */
export class UpdateProScheduleDto implements UpdateProScheduleRequest {
  @ApiProperty({
    // In allOf, so the description may sit beside the reference (no $ref siblings).
    allOf: [schemaRef('WeeklyHours')],
    description: "Each weekday's intervals, 'HH:MM' Montreal time, 07:00 to 21:00, 15-minute step",
  })
  @IsObject()
  weeklyHours!: WeeklyHours;

  @ApiProperty({
    type: 'array',
    items: schemaRef('DaysOffRange'),
    description: 'Ranges of days off, both days included, today to a year ahead',
  })
  @IsArray()
  daysOff!: DaysOffRange[];
}
