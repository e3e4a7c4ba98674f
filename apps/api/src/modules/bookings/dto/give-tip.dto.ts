import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional } from 'class-validator';
import { TIP_PERCENTS } from '@hm/contracts';

/** POST /api/bookings/:number/tip: a percent or an amount; the rules are the contracts' (tipAmountOf), applied by the service. */
export class GiveTipDto {
  @ApiPropertyOptional({ enum: TIP_PERCENTS, description: 'Of the work and materials after the offer, before taxes' })
  @IsOptional()
  @IsInt()
  percent?: (typeof TIP_PERCENTS)[number];

  @ApiPropertyOptional({ description: 'In cents; 0: no tip', example: 1500 })
  @IsOptional()
  @IsInt()
  amountCents?: number;
}
