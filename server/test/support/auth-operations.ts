import { TestApp } from './test-app';

export const USER_FIELDS = 'id name email phone imageUrl role createdAt updatedAt';

export const REGISTER = `mutation Register($input: RegisterInput!) {
  register(input: $input) { message token user { ${USER_FIELDS} } }
}`;

export const LOGIN = `mutation Login($input: LoginInput!) {
  login(input: $input) { message token user { ${USER_FIELDS} } }
}`;

export const ME = `query { me { ${USER_FIELDS} } }`;

/** Registers through GraphQL and returns the session. */
export async function signUp(app: TestApp, input: Record<string, unknown>) {
  const res = await app.gql<{
    register: { token: string; user: { id: string; email: string; role: string } };
  }>(REGISTER, { input });
  if (!res.data?.register) throw new Error(`register failed: ${res.text}`);
  return res.data.register;
}
