/** Poppins, shipped with the app (@fontsource), in the four weights the pages use. */
import '@fontsource/poppins/400.css';
import '@fontsource/poppins/500.css';
import '@fontsource/poppins/600.css';
import '@fontsource/poppins/700.css';

// A browser fetches a face only once text is laid out in it, which here waits for the JavaScript
// to run and React to render. Asking now fetches them beside the app's code, so text does not
// swap fonts (and move) on a first visit. 'A' and 'ā' pick the latin and latin-ext subsets (prices' ₹ is in latin-ext).
for (const weight of [400, 500, 600, 700]) {
  document.fonts.load(`${weight} 1em Poppins`, 'Aā').catch(() => undefined);
}
