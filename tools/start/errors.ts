/** A start-up problem the developer can fix from one line; printed without "Start-up failed" or a stack. */
export class UserFacingError extends Error {}
