export * from './catalog.types.js';
export * from './catalog.js';
export * from './sub-services.js';
export * from './price-format.js';
export * from './booked-option.js';
export * from './search.js';
export * from './service-detection.js';
export * from './sub-service-durations.js';
