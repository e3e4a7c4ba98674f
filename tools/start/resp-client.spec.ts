import { parseRedisUrl, parseReply } from './resp-client.ts';

describe('parseReply', () => {
  it.each([
    ['+PONG\r\n', 'PONG'],
    [':42\r\n', 42],
    ['$5\r\nhello\r\n', 'hello'],
    ['$-1\r\n', null],
    ['*2\r\n$10\r\nappendonly\r\n$3\r\nyes\r\n', ['appendonly', 'yes']],
  ])('parses %j', (raw, expected) => {
    expect(parseReply(Buffer.from(raw))?.reply).toEqual(expected);
  });

  it('turns an error reply into an Error', () => {
    const reply = parseReply(Buffer.from('-ERR unknown command\r\n'))?.reply;
    expect(reply).toBeInstanceOf(Error);
    expect((reply as Error).message).toBe('ERR unknown command');
  });

  it.each(['$5\r\nhel', '*2\r\n$1\r\na\r\n', '+PON'])('waits for the rest of %j', (partial) => {
    expect(parseReply(Buffer.from(partial))).toBeUndefined();
  });

  it('reports where the next reply starts', () => {
    expect(parseReply(Buffer.from('+OK\r\n:1\r\n'))?.next).toBe(5);
  });
});

describe('parseRedisUrl', () => {
  it('reads host, port, credentials and database index', () => {
    expect(parseRedisUrl('redis://user:p%40ss@cache.local:6380/5')).toEqual({
      host: 'cache.local',
      port: 6380,
      username: 'user',
      password: 'p@ss',
      db: 5,
    });
  });

  it('defaults the port and leaves the database unset', () => {
    expect(parseRedisUrl('redis://127.0.0.1')).toMatchObject({ port: 6379, db: undefined });
  });

  it('rejects other schemes', () => {
    expect(() => parseRedisUrl('http://127.0.0.1:6379')).toThrow('Not a redis:// URL');
  });
});
