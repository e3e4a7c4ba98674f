import { MESSAGES_FOR_READER, readersOfMessage } from './reservations.js';

describe('readersOfMessage', () => {
  it("tells the other party of a customer's or a professional's message, never its writer", () => {
    expect(readersOfMessage('customer')).toEqual(['professional']);
    expect(readersOfMessage('professional')).toEqual(['customer']);
  });

  it("tells both parties of an operator's message, written as HomeMate", () => {
    expect(readersOfMessage('system')).toEqual(['customer', 'professional']);
  });

  it('agrees with what each reader is shown', () => {
    for (const reader of ['customer', 'professional'] as const) {
      for (const sender of MESSAGES_FOR_READER[reader]) expect(readersOfMessage(sender)).toContain(reader);
      expect(MESSAGES_FOR_READER[reader]).not.toContain(reader);
    }
  });
});
