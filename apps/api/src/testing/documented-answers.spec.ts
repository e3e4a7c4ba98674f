import type { OpenAPIObject } from '@nestjs/swagger';
import { schemaRef } from '../http/open-api/api-answer.js';
import { completeDocument } from '../http/open-api/document.js';
import { DocumentedAnswers } from './documented-answers.js';

// A document as setupOpenApi completes it, with one route of each kind.
const document = completeDocument({
  openapi: '3.0.0',
  info: { title: 'test', version: '1' },
  paths: {
    '/api/blog/posts/{slug}/like': {
      put: {
        parameters: [{ name: 'slug', in: 'path', required: true, schema: { type: 'string' } }],
        responses: { 200: { description: 'BlogLikeState', content: { 'application/json': { schema: schemaRef('BlogLikeState') } } } },
      },
    },
    '/api/bookings/{bookingNumber}/timeline': {
      get: {
        parameters: [{ name: 'bookingNumber', in: 'path', required: true, schema: { type: 'string' } }],
        responses: {
          200: {
            description: 'TimelineEventView[]',
            content: { 'application/json': { schema: { type: 'array', items: schemaRef('TimelineEventView') } } },
          },
        },
      },
    },
    '/api/legal/{file}': {
      get: { responses: { 200: { description: 'PDF', content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } } } },
    },
    '/api/me/password': { put: { responses: { 204: { description: 'Changed' } } } },
  },
} as OpenAPIObject);
const answers = new DocumentedAnswers(document);
const json = 'application/json; charset=utf-8';
const like = (status: number, body: unknown) => answers.problem('PUT', '/api/blog/posts/{slug}/like', status, json, JSON.stringify(body));

describe('DocumentedAnswers', () => {
  it('accepts answers as documented: the view, an error body, a documented file, no content', () => {
    expect(like(200, { liked: true, likes: 3 })).toBeNull();
    expect(like(404, { statusCode: 404, code: 'BLOG_POST_NOT_FOUND', message: 'No such post.' })).toBeNull();
    expect(
      like(400, { statusCode: 400, code: 'VALIDATION_FAILED', message: 'Some fields are invalid.', fields: { slug: ['INVALID_TEXT'] } }),
    ).toBeNull();
    const event = {
      id: 'e1',
      status: 'pro_assigned',
      note: { code: 'pro_assigned', professionalName: 'Léa Roy' },
      createdAt: '2026-03-01T10:00:00Z',
    };
    expect(
      answers.problem('GET', '/api/bookings/{bookingNumber}/timeline', 200, json, JSON.stringify([event, { ...event, note: null }])),
    ).toBeNull();
    expect(answers.problem('GET', '/api/legal/{file}', 200, 'application/pdf', '%PDF-1.7')).toBeNull();
    expect(answers.problem('PUT', '/api/me/password', 204, null, '')).toBeNull();
  });

  it('refuses a body of another shape: a wrong type, a missing field, a field the view does not name', () => {
    expect(like(200, { liked: 'yes', likes: 3 })).toMatch(/\/liked must be boolean/);
    expect(like(200, { liked: true })).toMatch(/must have required property 'likes'/);
    expect(like(200, { liked: true, likes: 3, userId: 'u1' })).toMatch(/must NOT have additional properties.*userId/);
    const event = { id: 'e1', status: 'confirmed', note: { code: 'no_such_note' }, createdAt: '2026-03-01T10:00:00Z' };
    expect(answers.problem('GET', '/api/bookings/{bookingNumber}/timeline', 200, json, JSON.stringify([event]))).toMatch(
      /unlike its documented schema/,
    );
  });

  it('refuses an error that is not ApiErrorBody, and an error code ApiErrorCode does not have', () => {
    expect(like(403, { error: 'Forbidden' })).toMatch(/must have required property 'statusCode'/);
    expect(like(409, { statusCode: 409, code: 'SOMETHING_NEW', message: 'x' })).toMatch(
      /\/code must be equal to one of the allowed values/,
    );
  });

  it('refuses an undocumented status or media type, and a route the document does not have', () => {
    expect(like(201, { liked: true, likes: 3 })).toBe('answered 201, which is not documented');
    expect(answers.problem('GET', '/api/legal/{file}', 200, 'text/html', '<p>')).toMatch(/with text\/html; documented: application\/pdf/);
    expect(answers.problem('GET', '/api/legal/{file}', 200, json, '{}')).toMatch(/with JSON; documented: application\/pdf/);
    expect(answers.problem('PUT', '/api/me/password', 200, json, '{}')).toBe('answered 200, which is not documented');
    expect(answers.problem('GET', '/api/nowhere', 200, json, '{}')).toBe('GET /api/nowhere is not in the document');
  });
});
