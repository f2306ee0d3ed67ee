import type { MockedResponse } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import {
  EmailVerificationStatusDocument,
  MyPurchasesDocument,
  NoticeDeliveriesDocument,
  NotificationPreferencesDocument,
} from '../features/account/account.generated';
import { ApiTokensDocument } from '../features/account/apiTokens/apiTokens.generated';
import { MySessionsDocument } from '../features/account/sessions.generated';
import { RequireAuth } from '../features/auth/RequireAuth';
import { activateLocale } from '../i18n/locale';
import { Navbar } from '../layout/Navbar';
import { renderWithProviders } from '../test/renderWithProviders';
import { signIn, student } from '../test/signIn';
import AccountPage from './AccountPage';

const answer = (query: MockedResponse['request']['query'], data: object): MockedResponse => ({
  request: { query },
  result: { data },
});

const mocks = [
  // The account's language wins at sign-in: this one is Hindi too.
  signIn({ locale: 'hi' }),
  answer(EmailVerificationStatusDocument, {
    me: { __typename: 'User', id: student.id, email: student.email, emailVerified: true },
  }),
  answer(MyPurchasesDocument, { myPurchases: [] }),
  answer(MySessionsDocument, {
    mySessions: [
      {
        __typename: 'DeviceSession',
        id: 's1',
        device: 'Chrome on Android',
        network: '203.0.113.0/24',
        signedInAt: new Date().toISOString(),
        lastSeenAt: new Date().toISOString(),
        current: true,
      },
    ],
  }),
  answer(NotificationPreferencesDocument, {
    me: {
      __typename: 'User',
      id: student.id,
      notificationPreferences: {
        __typename: 'NotificationPreferences',
        saleNotices: 'INSTANT',
        reviewNotices: true,
        wishlistNotices: true,
      },
    },
  }),
  answer(NoticeDeliveriesDocument, {
    me: {
      __typename: 'User',
      id: student.id,
      notificationPreferences: {
        __typename: 'NotificationPreferences',
        deliveries: [
          {
            __typename: 'NoticeDeliveryPreference',
            kind: 'refund',
            delivery: 'BOTH',
            mailOptional: false,
          },
          {
            __typename: 'NoticeDeliveryPreference',
            kind: 'announcement',
            delivery: 'IN_APP',
            mailOptional: true,
          },
        ],
      },
    },
  }),
  answer(ApiTokensDocument, { apiTokens: [] }),
];

/** Words that stay in Latin script in Hindi: data, brands and formats. */
const KEPT_IN_LATIN = [
  student.name,
  student.email,
  'Chrome on Android',
  'BrandCraft',
  'English',
  'API',
  'JSON',
  'PNG',
  'JPEG',
  'GIF',
  'WebP',
];

/** Every text of the page a person reads or hears: its text and its labels. */
function everyText(): string {
  const labels = [...document.querySelectorAll('[aria-label],[placeholder],[title],[alt]')].map(
    (element) =>
      ['aria-label', 'placeholder', 'title', 'alt']
        .map((name) => element.getAttribute(name) ?? '')
        .join(' '),
  );
  // Less the test's own router probe, which prints the path.
  const probe = screen.getByTestId('location').textContent ?? '';
  return [(document.body.textContent ?? '').replace(probe, ' '), ...labels].join(' ');
}

afterEach(async () => {
  await activateLocale('en');
  localStorage.clear();
});

it('shows the navbar and the whole account page in Hindi, with no English left', async () => {
  await activateLocale('hi');
  renderWithProviders(
    <>
      <Navbar />
      <Routes>
        <Route element={<RequireAuth />}>
          <Route path="/account" element={<AccountPage />} />
        </Route>
      </Routes>
    </>,
    { route: '/account', mocks },
  );

  expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('अकाउंट सेटिंग्स');
  expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
    'प्रोफ़ाइल',
    'अवतार',
    'ईमेल',
    'पासवर्ड',
    'साइन-इन डिवाइस',
    'नोटिफ़िकेशन',
    'मेरी ख़रीदारी',
    'API टोकन',
    'आपका डेटा',
    'अकाउंट हटाएँ',
  ]);
  const region = (name: string) => within(screen.getByRole('region', { name }));
  expect(await region('मेरी ख़रीदारी').findByText('अभी तक कोई ख़रीदारी नहीं')).toBeVisible();
  expect(await region('साइन-इन डिवाइस').findByText('यह डिवाइस')).toBeVisible();
  expect(await region('ईमेल').findByText('पुष्टि हो गई')).toBeVisible();
  expect(
    await region('नोटिफ़िकेशन').findByLabelText('मेरी विशलिस्ट का कोई कोर्स सस्ता होने पर मुझे ईमेल करें'),
  ).toBeChecked();
  expect(await region('API टोकन').findByText('आपके पास अभी कोई API टोकन नहीं है।')).toBeVisible();
  expect(document.title).toBe('अकाउंट | BrandCraft');

  let left = everyText();
  for (const kept of KEPT_IN_LATIN) left = left.split(kept).join(' ');
  expect(left.match(/[A-Za-z]{3,}/g)).toBeNull();
  expect(screen.queryByText('Account Settings')).not.toBeInTheDocument();
});
