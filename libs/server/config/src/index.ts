export {
  variables,
  NODE_ENVS,
  LOG_LEVELS,
  MIN_JWT_SECRET_LENGTH,
  DEV_UNSUBSCRIBE_SECRET,
  type NodeEnv,
  type LogLevel,
  type VariableName,
} from './variables.js';
export { readEnv, InvalidConfigError, type EnvOf, type EnvSource } from './read-env.js';
export { API_VARIABLES, readApiEnv, type ApiEnv } from './api-env.js';
export { WORKER_VARIABLES, readWorkerEnv, type WorkerEnv } from './worker-env.js';
export { readTracingSettings, type TracingSettings } from './tracing-env.js';
