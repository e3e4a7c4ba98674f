import { UNSUBSCRIBE_ROUTE, type UnsubscribeView } from '@hm/contracts';
import { api } from '../../lib/api';

const withToken = (token: string) => `${UNSUBSCRIBE_ROUTE}?token=${encodeURIComponent(token)}`;

/** An e-mail's unsubscribe link: what it stops (changes nothing), then stopping it. */
export const unsubscribeApi = api.injectEndpoints({
  endpoints: (build) => ({
    checkUnsubscribeLink: build.query<UnsubscribeView, string>({ query: withToken }),
    unsubscribe: build.mutation<UnsubscribeView, string>({ query: (token) => ({ url: withToken(token), method: 'POST' }) }),
  }),
});

export const { useCheckUnsubscribeLinkQuery, useUnsubscribeMutation } = unsubscribeApi;
