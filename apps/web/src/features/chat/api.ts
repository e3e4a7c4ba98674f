import {
  CHAT_ROUTES,
  type ChatConversationResponse,
  type ChatMessagePayload,
  type SendChatMessageRequest,
  type SendChatMessageResponse,
} from '@hm/contracts';
import { api } from '../../lib/api';
import { acquireSocket, onResync, type AppSocket } from '../../lib/socket';
import { withMessage, withSentMessage } from './conversation-cache';

// The chat widget's server state (loaded with the panel, not with the page). The conversation is
// cached per identity ('visitor', or the signed-in user's id): signing in or out reads the right
// one. Replies arrive on the app's one socket (lib/socket.ts) in the conversation's room.

const CONVERSATION_TAG = 'ChatConversation';

/** Who the cached conversation belongs to: the signed-in user's id, or 'visitor'. */
export type ChatOwnerKey = string;

/**
 * Follows the conversation's room. A reply the worker pushed before the room was joined would be
 * missed, so once the join is acknowledged the conversation is read again (`caughtUp`).
 */
function joinRoom(socket: AppSocket, conversation: { id: string; joinToken: string } | null | undefined, caughtUp: () => void): void {
  if (conversation && socket.connected)
    socket.emit('chat:join', { conversationId: conversation.id, joinToken: conversation.joinToken }, caughtUp);
}

export const chatApi = api.enhanceEndpoints({ addTagTypes: [CONVERSATION_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    getChatConversation: build.query<ChatConversationResponse, ChatOwnerKey>({
      query: () => CHAT_ROUTES.conversation,
      providesTags: (_result, _error, owner) => [{ type: CONVERSATION_TAG, id: owner }],
      async onCacheEntryAdded(owner, lifecycle) {
        const lease = acquireSocket(lifecycle);
        const current = () => lifecycle.getCacheEntry().data;
        const refetch = () =>
          void lifecycle.dispatch(chatApi.endpoints.getChatConversation.initiate(owner, { subscribe: false, forceRefetch: true }));
        const onMessage = (payload: ChatMessagePayload) => {
          if (current()?.conversation?.id !== payload.conversationId) return;
          lifecycle.updateCachedData((draft) => withMessage(draft, payload.message));
        };
        // After a reconnect that lost the session the room is gone: join again (and re-fetch).
        const onConnect = () => {
          if (!lease.socket.recovered) joinRoom(lease.socket, current()?.conversation, refetch);
        };
        const stopResync = onResync(refetch);
        lease.socket.on('chat:message', onMessage);
        lease.socket.on('connect', onConnect);
        try {
          await lifecycle.cacheDataLoaded;
          joinRoom(lease.socket, current()?.conversation, () => undefined);
        } catch {
          // The entry went away before its first answer.
        }
        await lifecycle.cacheEntryRemoved;
        lease.socket.off('chat:message', onMessage);
        lease.socket.off('connect', onConnect);
        stopResync();
        lease.release();
      },
    }),
    sendChatMessage: build.mutation<SendChatMessageResponse, SendChatMessageRequest & { owner: ChatOwnerKey }>({
      query: ({ content, locale }) => ({ url: CHAT_ROUTES.messages, method: 'POST', body: { content, locale } }),
      async onQueryStarted({ owner, locale }, { dispatch, getState, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(chatApi.util.updateQueryData('getChatConversation', owner, (draft) => withSentMessage(draft, data, locale)));
          // The first message creates the conversation: follow its room now.
          const lease = acquireSocket({ dispatch, getState });
          joinRoom(
            lease.socket,
            { id: data.conversationId, joinToken: data.joinToken },
            () => void dispatch(chatApi.endpoints.getChatConversation.initiate(owner, { subscribe: false, forceRefetch: true })),
          );
          lease.release();
        } catch {
          // The panel shows the failure.
        }
      },
    }),
  }),
});

export const { useGetChatConversationQuery, useSendChatMessageMutation } = chatApi;
