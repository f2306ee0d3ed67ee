import { createContext } from 'react';
import { loadRazorpay, type RazorpayLoader } from './razorpayLoader';

/** How the enroll flow gets Razorpay Checkout: the real script loader, or a fake in tests. */
export const RazorpayLoaderContext = createContext<RazorpayLoader>(loadRazorpay);
