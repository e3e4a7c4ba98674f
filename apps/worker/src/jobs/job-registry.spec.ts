import { buildJobRegistry, JobHandlerSetupError, type FoundHandler } from './job-registry.js';

const handler = (owner: string, name = 'send'): FoundHandler => ({
  queue: 'mail',
  name,
  owner,
  handle: async () => owner,
});

describe('buildJobRegistry', () => {
  it('maps each job of JobMap to its one handler', async () => {
    const registry = buildJobRegistry([handler('MailProcessor.send')]);
    const send = registry.get('mail')?.get('send');
    await expect(send?.({} as never)).resolves.toBe('MailProcessor.send');
  });

  it('refuses a job without a handler', () => {
    expect(() => buildJobRegistry([])).toThrow(new JobHandlerSetupError('Job handlers are misconfigured: job mail/send has no handler'));
  });

  it('refuses a job with two handlers, naming both', () => {
    expect(() => buildJobRegistry([handler('A.send'), handler('B.send')])).toThrow('job mail/send has 2 handlers (A.send, B.send)');
  });

  it('refuses a handler for a job JobMap does not know', () => {
    expect(() => buildJobRegistry([handler('MailProcessor.send'), handler('MailProcessor.sendFax', 'fax')])).toThrow(
      'MailProcessor.sendFax handles mail/fax, which is not in JobMap',
    );
  });
});
