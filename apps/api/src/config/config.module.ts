import { ConfigModule } from '@nestjs/config';
import type { DynamicModule } from '@nestjs/common';
import type { AppConfig } from './app-config.js';

/**
 * Hands the already-validated settings to Nest. Consumers inject ConfigService<AppConfig, true>
 * and read a section: `config.get('redis', { infer: true })`. process.env is not consulted again.
 */
export function appConfigModule(config: AppConfig): Promise<DynamicModule> {
  return ConfigModule.forRoot({
    isGlobal: true,
    ignoreEnvFile: true,
    skipProcessEnv: true,
    load: [() => config],
  });
}
