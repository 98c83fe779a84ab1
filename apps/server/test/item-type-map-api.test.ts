import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface JsonSchema {
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  required?: string[];
}

describe('GET /api/item_type_map', () => {
  it('answers the fields as SPEC §3 names them: Keyword, Type', async () => {
    const user = await t.loginAs('user');
    const response = await user.request({ method: 'GET', url: '/api/item_type_map' });
    expect(response.statusCode, response.body).toBe(200);
    const entries = response.json<Record<string, string>[]>();
    expect(entries).toContainEqual({ Keyword: 'sword', Type: 'SWORD' });
    for (const entry of entries) expect(Object.keys(entry)).toEqual(['Keyword', 'Type']);
  });

  it('describes Keyword and Type in the OpenAPI document', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const document = response.json<{
      paths: Record<
        string,
        { get: { responses: Record<string, { content: Record<string, { schema: JsonSchema }> }> } }
      >;
    }>();
    const answer =
      document.paths['/api/item_type_map']!.get.responses['200']!.content['application/json']!.schema;
    expect(Object.keys(answer.items!.properties!)).toEqual(['Keyword', 'Type']);
    expect(answer.items!.required).toEqual(['Keyword', 'Type']);
  });
});
