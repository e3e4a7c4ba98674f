import {
  PUBLIC_FORM_ROUTES,
  type ContactMessageRequest,
  type FaqQuestionRequest,
  type PublicFormReceived,
  type WaitlistRequest,
  type WaitlistResponse,
} from '@hm/contracts';
import { api } from '../../lib/api';

/** The public site's forms (waitlist, contact, FAQ question): anonymous writes, nothing cached. */
export const publicFormsApi = api.injectEndpoints({
  endpoints: (build) => ({
    joinWaitlist: build.mutation<WaitlistResponse, WaitlistRequest>({
      query: (body) => ({ url: PUBLIC_FORM_ROUTES.waitlist, method: 'POST', body }),
    }),
    sendContactMessage: build.mutation<PublicFormReceived, ContactMessageRequest>({
      query: (body) => ({ url: PUBLIC_FORM_ROUTES.contact, method: 'POST', body }),
    }),
    askFaqQuestion: build.mutation<PublicFormReceived, FaqQuestionRequest>({
      query: (body) => ({ url: PUBLIC_FORM_ROUTES.faqQuestion, method: 'POST', body }),
    }),
  }),
});

export const { useJoinWaitlistMutation, useSendContactMessageMutation, useAskFaqQuestionMutation } = publicFormsApi;
