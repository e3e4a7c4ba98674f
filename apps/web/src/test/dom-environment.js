import JSDOMEnvironment from 'jest-environment-jsdom';

/**
 * jsdom without network classes of its own: Node's fetch, Request, Response and Headers are
 * handed in, with Node's AbortController (Node's Request refuses another realm's AbortSignal).
 */
export default class DomEnvironment extends JSDOMEnvironment {
  constructor(config, context) {
    super(config, context);
    const { fetch, Response, Headers, AbortController, AbortSignal, TextEncoder, TextDecoder, structuredClone } = globalThis;
    const page = this.global;
    // Relative addresses ('/api/…') resolve against the page, as in a browser.
    class Request extends globalThis.Request {
      constructor(input, init) {
        super(typeof input === 'string' ? new URL(input, page.location.href).href : input, init);
      }
    }
    Object.assign(page, { fetch, Request, Response, Headers, AbortController, AbortSignal, TextEncoder, TextDecoder, structuredClone });
  }
}
