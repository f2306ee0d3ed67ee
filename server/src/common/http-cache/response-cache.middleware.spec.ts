import { isSuccess } from './response-cache.middleware';

const JSON_TYPE = 'application/json; charset=utf-8';
const GRAPHQL_TYPE = 'application/graphql-response+json; charset=utf-8';
const answer = (value: unknown) => Buffer.from(JSON.stringify(value));

describe('isSuccess (what the response cache may keep)', () => {
  it('keeps GraphQL data and REST answers that did not fail', () => {
    expect(isSuccess(answer({ data: { courses: [{ id: '1' }] } }), GRAPHQL_TYPE)).toBe(true);
    expect(isSuccess(answer({ success: true, courses: [] }), JSON_TYPE)).toBe(true);
    // The words inside a value are not keys.
    expect(isSuccess(answer({ data: { title: 'No "errors", "success": false' } }), JSON_TYPE)).toBe(
      true,
    );
  });

  it('refuses GraphQL errors, REST failures and bodies that are not JSON', () => {
    expect(isSuccess(answer({ errors: [{ message: 'no' }], data: null }), GRAPHQL_TYPE)).toBe(
      false,
    );
    expect(isSuccess(answer({ data: { a: 1 }, errors: [{ message: 'partly' }] }), JSON_TYPE)).toBe(
      false,
    );
    expect(isSuccess(answer({ success: false, message: 'Course not found' }), JSON_TYPE)).toBe(
      false,
    );
    expect(isSuccess(Buffer.from('<html></html>'), 'text/html; charset=utf-8')).toBe(false);
  });

  it('reads a nested key named like the markers exactly', () => {
    expect(isSuccess(answer({ data: { errors: 0 } }), JSON_TYPE)).toBe(true);
    expect(isSuccess(answer({ items: [{ success: false }] }), JSON_TYPE)).toBe(true);
  });
});
