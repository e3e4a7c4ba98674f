// @nestjs/throttler is CommonJS and require()s @nestjs/common and @nestjs/core, which are ESM.
// Jest links CommonJS dependencies before evaluating the ESM graph, so that require() would see
// those packages half-loaded ("require(esm) in a cycle"). Evaluating them first avoids it;
// Node itself does not need this.
await import('@nestjs/common');
await import('@nestjs/core');
