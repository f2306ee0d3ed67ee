import { Badge, Heading, Link, List, Stack, Table, Text, chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { API_SCOPES, API_TOKEN_MAX_DAYS, API_TOKEN_PREFIX } from '../../../../shared/api-scopes';
import { WEBHOOK_EVENTS } from '../../../../shared/webhook-events';
import { CodeBlock } from './CodeBlock';
import { curlExample, deliveryExample, restExample, VERIFY_EXAMPLE } from './examples';
import { TableScroll } from '../../components/TableScroll';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack as="section" aria-labelledby={id} gap="3" minW="0">
      <Heading as="h2" id={id} size="xl" color="brand.900">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

const Mono = chakra('code', { base: { fontFamily: 'mono', fontSize: '0.9em' } });

/** The Developers page's content: tokens, a first query, scopes, limits and webhooks. */
export function DevelopersGuide({ origin, rateLimit }: { origin: string; rateLimit?: number }) {
  return (
    <Stack gap="10">
      <Section id="get-a-token" title="Get a token">
        <Text>
          Sign in, open{' '}
          <Link asChild colorPalette="brand" variant="underline">
            <RouterLink to="/account">your account page</RouterLink>
          </Link>{' '}
          and create a token under <strong>API tokens</strong>: give it a name, the scopes it needs
          and a lifetime (at most {API_TOKEN_MAX_DAYS} days). Copy it at once: it is shown only
          then. Tokens start with <Mono>{API_TOKEN_PREFIX}</Mono> so secret scanners recognise a
          leaked one; revoke a token on the same page and it stops working at once. A password
          change does not end tokens; deleting the account does.
        </Text>
      </Section>

      <Section id="first-query" title="Your first query">
        <Text>
          The API is GraphQL at <Mono>{origin}/graphql</Mono> (open it in a browser for GraphiQL,
          where you can paste your token in the Headers tab). Send the token as a bearer token:
        </Text>
        <CodeBlock label="GraphQL with curl" code={curlExample(origin)} />
        <Text>The same header works on the REST API under /api:</Text>
        <CodeBlock label="REST with curl" code={restExample(origin)} />
        <Text fontSize="sm" color="fg.muted">
          Public catalog queries need no token at all. An expired, revoked or unknown token is
          refused with UNAUTHENTICATED (401 on REST) saying which.
        </Text>
      </Section>

      <Section id="scopes" title="Scopes">
        <Text>
          A token may use only the operations its scopes allow, and never more than your account
          can: a learner&rsquo;s token with a sales scope still reads no sales. Signing in, your
          password, your email, deleting the account and managing tokens need you, signed in: no
          token reaches them. A refused operation answers FORBIDDEN naming the missing scope.
        </Text>
        <TableScroll label="Scopes" borderWidth="1px" rounded="md">
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Scope</Table.ColumnHeader>
                <Table.ColumnHeader>Allows</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {API_SCOPES.map((s) => (
                <Table.Row key={s.scope}>
                  <Table.Cell verticalAlign="top" whiteSpace="nowrap">
                    <Mono>{s.scope}</Mono>
                  </Table.Cell>
                  <Table.Cell>
                    <Text fontWeight="medium">{s.label}</Text>
                    <Text color="fg.muted">{s.about}</Text>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </TableScroll>
      </Section>

      <Section id="rate-limits" title="Rate limits">
        <Text>
          Each token has its own budget of {rateLimit ? `${rateLimit} requests` : 'requests'} a
          minute, shared by all of the site&rsquo;s servers. Every answer to a token request says
          where you stand, in the headers of the IETF RateLimit draft:
        </Text>
        {/* The example shows the site's own figure, once its settings have loaded. */}
        {rateLimit !== undefined && (
          <CodeBlock
            label="Rate limit headers"
            code={`RateLimit-Policy: "token";q=${rateLimit};w=60\nRateLimit: "token";r=${Math.max(0, rateLimit - 2)};t=42`}
          />
        )}
        <Text>
          <Mono>r</Mono> is what is left and <Mono>t</Mono> the seconds until the window resets.
          Over the budget the answer is 429 with <Mono>Retry-After</Mono> (on GraphQL also an error
          with code TOO_MANY_REQUESTS and <Mono>extensions.retryAfter</Mono>): wait that long.
        </Text>
      </Section>

      <Section id="webhooks" title="Webhooks">
        <Text>
          Instead of polling, let the site call you. Educators register endpoints for the events of
          their own courses, admins for the whole site, with the <Mono>createWebhookEndpoint</Mono>{' '}
          mutation (a token needs <Mono>webhooks:manage</Mono>). Each endpoint gets a signing secret
          starting with <Mono>whsec_</Mono>, shown once. Deliveries are HTTP POSTs of JSON following
          the Standard Webhooks specification; a failed one is retried with backoff for about three
          days, so answer 2xx quickly and de-duplicate on the <Mono>webhook-id</Mono> header.
        </Text>
        <List.Root as="ul" gap="6" listStyleType="none" ps="0">
          {WEBHOOK_EVENTS.map((event) => (
            <List.Item key={event.type} display="block" minW="0">
              <Stack gap="2">
                <Heading as="h3" size="md">
                  <Badge variant="outline" fontFamily="mono" fontSize="sm">
                    {event.type}
                  </Badge>
                </Heading>
                <Text>{event.about}</Text>
                <CodeBlock label={`${event.type} delivery body`} code={deliveryExample(event)} />
              </Stack>
            </List.Item>
          ))}
        </List.Root>
      </Section>

      <Section id="verify" title="Verify a signature">
        <Text>
          Every delivery carries three headers: <Mono>webhook-id</Mono> (the same on each retry),{' '}
          <Mono>webhook-timestamp</Mono> (seconds since 1970) and <Mono>webhook-signature</Mono> (
          <Mono>v1,</Mono> and the base64 HMAC-SHA256 of id, timestamp and body, with your{' '}
          <Mono>whsec_</Mono> secret). Check them on the raw body before trusting it, and refuse old
          timestamps. In Node, with the <Mono>standardwebhooks</Mono> package:
        </Text>
        <CodeBlock label="Verifying in Node" code={VERIFY_EXAMPLE} />
        <Text fontSize="sm" color="fg.muted">
          Any Standard Webhooks library verifies them the same way (Python, Go, Ruby, PHP, Java, C#,
          Rust and more: see standardwebhooks.com).
        </Text>
      </Section>
    </Stack>
  );
}
