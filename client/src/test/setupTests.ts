import '@testing-library/jest-dom';
import { act } from '@testing-library/react';
import { toaster } from '../components/ui/toaster';

afterEach(() => {
  // The toaster store outlives each render; empty it so toasts do not leak between tests.
  act(() => toaster.remove());
  localStorage.clear();
});
