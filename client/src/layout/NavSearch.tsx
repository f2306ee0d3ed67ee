import { Box, chakra, Icon, Input, type BoxProps } from '@chakra-ui/react';
import {
  lazy,
  useId,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import { LuSearch } from 'react-icons/lu';
import { useNavigate } from 'react-router-dom';
import { courseListPath, searchTerm } from '../features/courses/courseListPath';
import { MountWhenOpened } from '../components/MountWhenOpened';
import type { ComboKeyHandler, ComboState } from './SearchSuggestionsPopup';
import { useT } from './i18n';

// The popup, its query and its list load on the first focus or keystroke: the first page load
// carries only this input.
const SearchSuggestionsPopup = lazy(() =>
  import('./SearchSuggestionsPopup').then((m) => ({ default: m.SearchSuggestionsPopup })),
);

const CLOSED: ComboState = { expanded: false, shown: false };

interface NavSearchProps extends BoxProps {
  inputRef?: RefObject<HTMLInputElement | null>;
  /** After going somewhere (a suggestion, or the course list). */
  onNavigate?: () => void;
  /** Escape with nothing typed and nothing open. */
  onEscapeEmpty?: () => void;
}

/**
 * The navbar's course search, a WAI-ARIA combobox: suggestions as one types (courses, categories,
 * instructors), Enter without a chosen suggestion opens the course list for the text as the other
 * search forms do.
 */
export function NavSearch({ inputRef, onNavigate, onEscapeEmpty, ...boxProps }: NavSearchProps) {
  const t = useT();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [combo, setCombo] = useState(CLOSED);
  const keys = useRef<ComboKeyHandler | null>(null);
  const ownRef = useRef<HTMLInputElement>(null);
  const input = inputRef ?? ownRef;
  const id = useId();
  const listId = `${id}-list`;
  const term = searchTerm(text);

  // Like a link followed: the popup closes and the focus leaves the box for the new page.
  const go = (path: string) => {
    setOpen(false);
    input.current?.blur();
    onNavigate?.();
    void navigate(path);
  };
  const pick = (path: string) => {
    setText('');
    go(path);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    go(courseListPath(term));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (keys.current?.(event) || event.key !== 'Escape') return;
    event.preventDefault();
    if (combo.shown) setOpen(false);
    else if (text) setText('');
    else onEscapeEmpty?.();
  };

  return (
    <Box asChild position="relative" {...boxProps}>
      <form role="search" aria-label={t('layout.siteSearch')} onSubmit={onSubmit}>
        <chakra.label htmlFor={id} srOnly>
          {t('layout.searchCourses')}
        </chakra.label>
        <Icon
          as={LuSearch}
          aria-hidden
          position="absolute"
          insetStart="3"
          top="50%"
          transform="translateY(-50%)"
          color="fg.muted"
          boxSize="4"
          pointerEvents="none"
          zIndex="1"
        />
        <Input
          ref={input}
          id={id}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={combo.expanded}
          aria-controls={listId}
          aria-activedescendant={combo.activeId}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          placeholder={t('layout.searchPlaceholder')}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
          colorPalette="brand"
          ps="9"
          rounded="full"
          bg="bg.muted"
          _focus={{ bg: 'bg' }}
        />
        {/* Its code is asked for on the first focus or keystroke, then stays. */}
        <MountWhenOpened open={open}>
          <SearchSuggestionsPopup
            term={term}
            open={open}
            listId={listId}
            onState={setCombo}
            keys={keys}
            onOpen={() => setOpen(true)}
            onPick={pick}
          />
        </MountWhenOpened>
      </form>
    </Box>
  );
}
