import { prettyLogLine } from './pretty-log.ts';

describe('prettyLogLine', () => {
  it('shows a pino line as level, context and message', () => {
    const line = JSON.stringify({ level: 30, time: 1, context: 'Main', msg: 'API listening on port 3000' });
    expect(prettyLogLine(line)).toBe('INFO  [Main] API listening on port 3000');
  });

  it('shows a request log as method, path, status and time', () => {
    const line = JSON.stringify({
      level: 30,
      req: { method: 'GET', url: '/api/health' },
      res: { statusCode: 200 },
      responseTime: 4,
      msg: 'request completed',
    });
    expect(prettyLogLine(line)).toBe('INFO  GET /api/health 200 4 ms');
  });

  it('appends the stack of a logged error', () => {
    const line = JSON.stringify({ level: 50, msg: 'boom', err: { message: 'boom', stack: 'Error: boom\n    at x' } });
    expect(prettyLogLine(line)).toBe('ERROR boom\nError: boom\n    at x');
  });

  it.each(['plain text', '{not json}', JSON.stringify({ msg: 'no level' }), '[1,2]'])('leaves %s unchanged', (line) => {
    expect(prettyLogLine(line)).toBe(line);
  });
});
