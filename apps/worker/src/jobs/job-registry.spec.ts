import { JOB_NAMES, QUEUE_NAMES } from '@hm/queue';
import { buildJobRegistry, JobHandlerSetupError, type FoundHandler } from './job-registry.js';

const handler = (owner: string, name = 'send', queue: FoundHandler['queue'] = 'mail'): FoundHandler => ({
  queue,
  name,
  owner,
  handle: async () => owner,
});

/** One handler for every job of JobMap except mail/send (each test adds its own for that one). */
const others = (): FoundHandler[] =>
  QUEUE_NAMES.flatMap((queue) =>
    (JOB_NAMES[queue] as readonly string[])
      .filter((name) => !(queue === 'mail' && name === 'send'))
      .map((name) => handler(`P.${name}`, name, queue)),
  );

describe('buildJobRegistry', () => {
  it('maps each job of JobMap to its one handler', async () => {
    const registry = buildJobRegistry([handler('MailProcessor.send'), ...others()]);
    const send = registry.get('mail')?.get('send');
    await expect(send?.({} as never)).resolves.toBe('MailProcessor.send');
  });

  it('refuses a job without a handler', () => {
    expect(() => buildJobRegistry(others())).toThrow(
      new JobHandlerSetupError('Job handlers are misconfigured: job mail/send has no handler'),
    );
  });

  it('refuses a job with two handlers, naming both', () => {
    expect(() => buildJobRegistry([handler('A.send'), handler('B.send'), ...others()])).toThrow(
      'job mail/send has 2 handlers (A.send, B.send)',
    );
  });

  it('refuses a handler for a job JobMap does not know', () => {
    expect(() => buildJobRegistry([handler('MailProcessor.send'), handler('MailProcessor.sendFax', 'fax'), ...others()])).toThrow(
      'MailProcessor.sendFax handles mail/fax, which is not in JobMap',
    );
  });
});
