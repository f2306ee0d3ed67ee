import type * as Loader from './razorpayLoader';

let loader: typeof Loader;

const scripts = () =>
  Array.from(document.querySelectorAll<HTMLScriptElement>('script')).filter(
    (s) => s.src === 'https://checkout.razorpay.com/v1/checkout.js',
  );

class FakeRazorpay {
  open() {}
}

beforeEach(async () => {
  jest.resetModules();
  loader = await import('./razorpayLoader');
  delete window.Razorpay;
  document.head.innerHTML = '';
});

describe('loadRazorpay', () => {
  it('adds one script tag for any number of callers and resolves once it has loaded', async () => {
    const first = loader.loadRazorpay();
    const second = loader.loadRazorpay();
    expect(scripts()).toHaveLength(1);

    window.Razorpay = FakeRazorpay;
    scripts()[0].dispatchEvent(new Event('load'));

    await expect(first).resolves.toBe(FakeRazorpay);
    await expect(second).resolves.toBe(FakeRazorpay);
    await expect(loader.loadRazorpay()).resolves.toBe(FakeRazorpay);
    expect(scripts()).toHaveLength(1);
  });

  it('uses Checkout already on the page without adding a script', async () => {
    window.Razorpay = FakeRazorpay;
    await expect(loader.loadRazorpay()).resolves.toBe(FakeRazorpay);
    expect(scripts()).toHaveLength(0);
  });

  it('rejects when the script fails to load, and tries again on the next call', async () => {
    const attempt = loader.loadRazorpay();
    scripts()[0].dispatchEvent(new Event('error'));
    await expect(attempt).rejects.toThrow('could not be loaded');
    expect(scripts()).toHaveLength(0);

    void loader.loadRazorpay().catch(() => undefined);
    expect(scripts()).toHaveLength(1);
  });

  it('rejects when the script loads without defining Razorpay', async () => {
    const attempt = loader.loadRazorpay();
    scripts()[0].dispatchEvent(new Event('load'));
    await expect(attempt).rejects.toThrow('not available');
  });
});
