import '@testing-library/jest-dom';
import { act, configure } from '@testing-library/react';
import { toaster } from '../components/ui/toaster';

// findBy* and waitFor wait up to 5 s (not 1 s): renders are slow on a loaded 2-core machine.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  // The toaster store outlives each render; empty it so toasts do not leak between tests.
  act(() => toaster.remove());
  localStorage.clear();
});
