import { Box, Image, Text, VisuallyHidden } from '@chakra-ui/react';
import { useEffect, useState, type KeyboardEvent, type RefObject } from 'react';
import { useSearchSuggestionsQuery } from './searchSuggestions.generated';
import { useDebounced } from '../lib/useDebounced';
import { countText, suggestionGroups } from './searchSuggestionGroups';
import { useT } from './i18n';

/** Suggestions are asked for from this many characters (the API refuses fewer). */
export const MIN_SUGGEST_CHARS = 2;
/** Quiet time after the last keystroke before asking. */
export const SUGGEST_DEBOUNCE_MS = 200;

/** What the combobox input shows of the popup: aria-expanded, aria-activedescendant. */
export interface ComboState {
  /** The listbox is on screen with at least one option. */
  expanded: boolean;
  /** The id of the active option, if any. */
  activeId?: string;
  /** Something is on screen under the input (options, or "No suggestions"): Escape closes it. */
  shown: boolean;
}

/** The popup's keyboard handling; true when it used the key. */
export type ComboKeyHandler = (event: KeyboardEvent<HTMLInputElement>) => boolean;

export interface SearchSuggestionsPopupProps {
  /** The cleaned search text (searchTerm in NavSearch). */
  term: string;
  /** The visitor has not closed it (Escape, blur, a choice) since typing. */
  open: boolean;
  /** The listbox's id (the input's aria-controls). */
  listId: string;
  onState: (state: ComboState) => void;
  /** Where the popup puts its key handler for the input's onKeyDown. */
  keys: RefObject<ComboKeyHandler | null>;
  /** Arrow keys on a closed popup open it again. */
  onOpen: () => void;
  /** An option was chosen: go to its page. */
  onPick: (path: string) => void;
}

/**
 * The navbar search's suggestions (WAI-ARIA combobox with a grouped listbox): courses, categories
 * and instructors for what has been typed, asked for after a short pause and kept on screen while
 * the next answer loads. Loaded on first use, so the first page load does not carry it.
 */
export function SearchSuggestionsPopup({
  term,
  open,
  listId,
  onState,
  keys,
  onOpen,
  onPick,
}: SearchSuggestionsPopupProps) {
  const t = useT();
  const wanted = term.length >= MIN_SUGGEST_CHARS ? term : '';
  // Text typed before this code arrived waits like any other.
  const asked = useDebounced(wanted, SUGGEST_DEBOUNCE_MS, '');
  const { data, previousData, error, loading } = useSearchSuggestionsQuery({
    variables: { text: asked },
    skip: !asked,
  });
  // The last answer stays until the next one arrives; a failed one shows nothing.
  const result = error ? undefined : (data ?? previousData)?.searchSuggestions;
  const shown = open && term.length >= MIN_SUGGEST_CHARS && !!result;

  const groups = suggestionGroups(result);
  const options = groups.flatMap((group) => group.options);
  const count = options.length;

  // The active option is remembered by where it leads, so it stays active when the next answer
  // lists it too; when it is gone, none is.
  const [activePath, setActivePath] = useState<string>();
  const active = shown ? options.findIndex((option) => option.path === activePath) : -1;
  const optionId = (index: number) => `${listId}-option-${index}`;
  const activeId = active >= 0 ? optionId(active) : undefined;
  const expanded = shown && count > 0;
  // What is on screen is not yet the answer to the text as it is now.
  const busy = wanted !== asked || loading;

  useEffect(() => {
    if (!open) setActivePath(undefined);
  }, [open]);

  useEffect(() => {
    onState({ expanded, activeId, shown });
  }, [onState, expanded, activeId, shown]);

  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [activeId]);

  useEffect(() => {
    keys.current = (event) => {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        if (!shown) {
          onOpen();
        } else if (count > 0) {
          const down = event.key === 'ArrowDown';
          const next = down ? (active + 1) % count : active <= 0 ? count - 1 : active - 1;
          setActivePath(options[next].path);
        }
        return true;
      }
      if (event.key === 'Enter' && active >= 0) {
        event.preventDefault();
        onPick(options[active].path);
        return true;
      }
      return false;
    };
  });
  useEffect(
    () => () => {
      keys.current = null;
    },
    [keys],
  );

  let index = -1;
  return (
    <>
      {/* Always in the page, so a new count is announced (politely) as it changes. */}
      <VisuallyHidden role="status">{shown ? countText(count) : ''}</VisuallyHidden>
      <Box
        hidden={!shown}
        position="absolute"
        top="calc(100% + 0.25rem)"
        insetStart="0"
        w="full"
        minW={{ md: 'xs' }}
        maxH="min(70vh, 32rem)"
        overflowY="auto"
        zIndex="dropdown"
        bg="bg"
        color="fg"
        borderWidth="1px"
        rounded="lg"
        shadow="lg"
        py="1"
        // Clicks inside keep the focus in the input, so choosing with the mouse does not close it first.
        onMouseDown={(event) => event.preventDefault()}
      >
        {shown && count === 0 && (
          <Text px="3" py="2" color="fg.muted" fontSize="sm">
            {t('layout.noSuggestions')}
          </Text>
        )}
        <Box
          as="ul"
          role="listbox"
          id={listId}
          aria-label={t('layout.searchSuggestions')}
          aria-busy={busy}
          hidden={!expanded}
        >
          {groups.map((group) => {
            const labelId = `${listId}-${group.id}`;
            return (
              <li key={group.id} role="presentation">
                <Box as="ul" role="group" aria-labelledby={labelId}>
                  <Box
                    as="li"
                    role="presentation"
                    id={labelId}
                    px="3"
                    pt="2"
                    pb="1"
                    fontSize="xs"
                    fontWeight="semibold"
                    textTransform="uppercase"
                    letterSpacing="wider"
                    color="fg.muted"
                  >
                    {group.label}
                  </Box>
                  {group.options.map((option) => {
                    index += 1;
                    const at = index;
                    return (
                      <Box
                        as="li"
                        key={option.path}
                        id={optionId(at)}
                        role="option"
                        aria-selected={at === active}
                        display="flex"
                        alignItems="center"
                        gap="3"
                        px="3"
                        py="2"
                        cursor="pointer"
                        fontSize="sm"
                        bg={at === active ? 'brand.subtle' : undefined}
                        color={at === active ? 'brand.fg' : undefined}
                        _hover={{ bg: at === active ? 'brand.subtle' : 'bg.muted' }}
                        onMouseMove={() => at !== active && setActivePath(option.path)}
                        onClick={() => onPick(option.path)}
                      >
                        {option.image && (
                          <Image
                            src={option.image}
                            alt=""
                            loading="lazy"
                            flexShrink={0}
                            objectFit="cover"
                            w={group.round ? '7' : '12'}
                            h="7"
                            rounded={group.round ? 'full' : 'sm'}
                          />
                        )}
                        <Text as="span" lineClamp={2}>
                          {option.label}
                        </Text>
                      </Box>
                    );
                  })}
                </Box>
              </li>
            );
          })}
        </Box>
      </Box>
    </>
  );
}
