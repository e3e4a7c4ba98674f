import { registerDecorator } from 'class-validator';

/** Returns the field's error code, or null when the value is acceptable. */
export type FieldRule = (value: unknown, request: Record<string, unknown>) => string | null;

/**
 * Runs one of the booking field rules of @hm/contracts as a class-validator constraint. Its code
 * becomes the field's only message, so the 400 answer carries `fields: { phone: ['INVALID_PHONE'] }`
 * exactly as the wizard names its errors.
 */
export function BookingFieldRule(rule: FieldRule): PropertyDecorator {
  return (target, propertyName) => {
    registerDecorator({
      name: 'bookingFieldRule',
      target: target.constructor,
      propertyName: String(propertyName),
      validator: {
        validate: (value: unknown, args) => rule(value, args?.object as Record<string, unknown>) === null,
        defaultMessage: (args) => rule(args?.value, args?.object as Record<string, unknown>) ?? '',
      },
    });
  };
}
