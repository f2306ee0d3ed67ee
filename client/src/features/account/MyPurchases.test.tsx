import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MyPurchasesDocument } from './account.generated';
import { findToast } from '../../test/findToast';
import { renderWithProviders } from '../../test/renderWithProviders';
import { signIn } from '../../test/signIn';
import { MyPurchases } from './MyPurchases';
import { captureDownloads, mock, stubObjectUrls } from './test/accountMocks';

const receipt = (number: number) => ({
  __typename: 'ReceiptView',
  id: `r${number}`,
  number,
  label: `BC-${String(number).padStart(6, '0')}`,
  pdfUrl: `https://api.example.com/receipts/r${number}.pdf`,
  issuedAt: '2025-03-04T10:00:00Z',
});

const purchase = (id: string, overrides: Record<string, unknown> = {}) => ({
  __typename: 'PurchaseRecord',
  id,
  courseId: `c-${id}`,
  courseTitle: 'SEO Basics',
  amount: 1499.5,
  currency: 'INR',
  status: 'COMPLETED',
  completedAt: '2025-03-04T10:00:00Z',
  refundedAt: null,
  receipt: receipt(42),
  creditNote: null,
  ...overrides,
});

const purchases = [
  purchase('p1'),
  purchase('p2', {
    courseTitle: 'Personal Branding',
    amount: 20,
    currency: 'USD',
    status: 'REFUNDING',
    receipt: receipt(43),
  }),
  purchase('p3', {
    courseTitle: 'Old Course',
    status: 'REFUNDED',
    refundedAt: '2025-03-10T10:00:00Z',
    receipt: null,
  }),
];

const answer = (list: unknown[]) =>
  mock(MyPurchasesDocument, undefined, { data: { myPurchases: list } });

afterEach(() => jest.restoreAllMocks());

describe('MyPurchases', () => {
  it('lists course, date, amount in its currency, status and receipt', async () => {
    renderWithProviders(<MyPurchases />, { mocks: [answer(purchases)] });
    const table = await screen.findByRole('table', { name: 'Purchases' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['SEO Basics', '4 Mar 2025', '₹1,499.50', 'Paid', 'Download receipt BC-000042'],
      [
        'Personal Branding',
        '4 Mar 2025',
        '$20.00',
        'Refund in progress',
        'Download receipt BC-000043',
      ],
      ['Old Course', '4 Mar 2025Refunded 10 Mar 2025', '₹1,499.50', 'Refunded', 'No receipt'],
    ]);
  });

  it('shows the same purchases as cards for phones', async () => {
    renderWithProviders(<MyPurchases />, { mocks: [answer(purchases)] });
    const cards = await screen.findByRole('list', { name: 'Purchases' });
    const [first] = within(cards).getAllByRole('listitem');
    expect(first).toHaveTextContent('SEO Basics');
    expect(first).toHaveTextContent('₹1,499.50');
    expect(first).toHaveTextContent('Paid');
    expect(
      within(first).getByRole('button', { name: 'Download receipt BC-000042' }),
    ).toBeInTheDocument();
  });

  it('says when there is nothing yet', async () => {
    renderWithProviders(<MyPurchases />, { mocks: [answer([])] });
    expect(await screen.findByText('No purchases yet')).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('downloads a receipt with the stored token and saves it under its number', async () => {
    const { made, revoked } = stubObjectUrls();
    const saved = captureDownloads();
    const pdf = new Blob(['%PDF-1.7'], { type: 'application/pdf' });
    const fetchMock = jest
      .fn()
      .mockResolvedValue({ ok: true, status: 200, blob: () => Promise.resolve(pdf) });
    global.fetch = fetchMock;
    renderWithProviders(<MyPurchases />, { mocks: [signIn(), answer(purchases)] });
    const table = await screen.findByRole('table', { name: 'Purchases' });
    await userEvent.click(
      within(table).getByRole('button', { name: 'Download receipt BC-000042' }),
    );

    expect(fetchMock).toHaveBeenCalledWith('https://api.example.com/receipts/r42.pdf', {
      headers: { Authorization: 'Bearer stored' },
    });
    expect(saved).toEqual([{ href: 'blob:test/1', download: 'BC-000042.pdf' }]);
    expect(made).toEqual([pdf]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(revoked).toEqual(['blob:test/1']);
  });

  it("offers a refunded purchase's credit note beside its receipt, and downloads it", async () => {
    const saved = captureDownloads();
    stubObjectUrls();
    const fetchMock = jest.fn().mockResolvedValue({
      ok: true,
      status: 200,
      blob: () => Promise.resolve(new Blob(['%PDF-1.7'])),
    });
    global.fetch = fetchMock;
    const refunded = purchase('p4', {
      status: 'REFUNDED',
      refundedAt: '2025-03-10T10:00:00Z',
      creditNote: {
        __typename: 'CreditNoteView',
        id: 'n7',
        number: 7,
        label: 'CN-000007',
        pdfUrl: 'https://api.example.com/credit-notes/n7.pdf',
        issuedAt: '2025-03-10T10:00:00Z',
      },
    });
    renderWithProviders(<MyPurchases />, { mocks: [signIn(), answer([refunded])] });
    const table = await screen.findByRole('table', { name: 'Purchases' });
    const [row] = within(table).getAllByRole('row').slice(1);
    expect(within(row).getAllByRole('cell').at(-1)).toHaveTextContent(
      'Download receipt BC-000042Download credit note CN-000007',
    );
    await userEvent.click(
      within(row).getByRole('button', { name: 'Download credit note CN-000007' }),
    );
    expect(fetchMock).toHaveBeenCalledWith('https://api.example.com/credit-notes/n7.pdf', {
      headers: { Authorization: 'Bearer stored' },
    });
    await waitFor(() =>
      expect(saved).toEqual([{ href: 'blob:test/1', download: 'CN-000007.pdf' }]),
    );
  });

  it('says so when the server refuses the receipt', async () => {
    const saved = captureDownloads();
    global.fetch = jest.fn().mockResolvedValue({ ok: false, status: 404 });
    renderWithProviders(<MyPurchases />, { mocks: [signIn(), answer(purchases)] });
    const table = await screen.findByRole('table', { name: 'Purchases' });
    await userEvent.click(
      within(table).getByRole('button', { name: 'Download receipt BC-000043' }),
    );
    expect(await findToast('Receipt BC-000043 could not be downloaded')).toHaveAttribute(
      'data-type',
      'error',
    );
    expect(saved).toEqual([]);
  });
});
