import { checkInvoice, initialInvoiceValues, invoiceFieldOf, toInvoiceRequest } from './invoice-form';

describe('the final invoice form', () => {
  it('asks for the hours of an hourly job and the price of another, and a description and amount per material', () => {
    const values = { minutes: '', work: '', materials: [{ description: ' ', amount: 'x' }], note: '' };
    expect(checkInvoice('from_hour')(values)).toMatchObject({
      minutes: 'required',
      'materials.0.description': 'descriptionRequired',
      'materials.0.amount': 'amountInvalid',
    });
    expect(checkInvoice('from_job')(values)).toMatchObject({ work: 'required' });
    expect(checkInvoice('from_job')({ ...values, work: '12,5', materials: [] })).toEqual({ work: undefined, note: undefined });
  });

  it('starts from the estimate, written the language’s way', () => {
    expect(initialInvoiceValues('from_job', 12_000, 'fr').work).toBe('120,00');
    expect(initialInvoiceValues('from_job', 12_000, 'en').work).toBe('120.00');
    expect(initialInvoiceValues('quote', null, 'en').work).toBe('');
    expect(initialInvoiceValues('from_hour', 6_000, 'en').work).toBe('');
  });

  it('sends cents, trimmed texts and no blank note', () => {
    expect(
      toInvoiceRequest('from_job', { minutes: '', work: '120', materials: [{ description: ' Seal ', amount: '4.5' }], note: '  ' }),
    ).toEqual({
      workCents: 12_000,
      materials: [{ description: 'Seal', amountCents: 450 }],
      note: null,
    });
    expect(toInvoiceRequest('from_hour', { minutes: '150', work: '', materials: [], note: 'Done.' })).toEqual({
      minutesWorked: 150,
      materials: [],
      note: 'Done.',
    });
  });

  it('puts the API’s field errors on the form’s fields', () => {
    expect(invoiceFieldOf('invoice.workCents')).toBe('work');
    expect(invoiceFieldOf('invoice.minutesWorked')).toBe('minutes');
    expect(invoiceFieldOf('invoice.materials.2.amountCents')).toBe('materials.2.amount');
    expect(invoiceFieldOf('invoice')).toBeNull();
  });
});
