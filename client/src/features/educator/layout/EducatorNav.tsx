import { Box, Flex, Icon, IconButton, Link, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { LuChevronLeft, LuChevronRight } from 'react-icons/lu';
import { NavLink, useLocation } from 'react-router-dom';
import { EDUCATOR_NAV_LINKS } from './educatorNavLinks';
import { useSideScroll } from './useSideScroll';
import { useT } from '../i18n';

/** Room the arrow and its fade take at either end of the phone's tab row, in pixels (w="12"). */
const HINT_WIDTH = 48;

/**
 * The educator sidebar: a column of icon + label links from md up, a row of tabs (icon over
 * label) on phones, scrolling sideways when they do not all fit. There, an arrow and a fade at
 * either end show there are more tabs that way (the arrow scrolls to them), and the current
 * tab is scrolled into view. The current page's link carries aria-current="page" and is highlighted.
 */
export function EducatorNav() {
  const { ref, more, scrollBy } = useSideScroll<HTMLDivElement>();
  const { pathname } = useLocation();
  const t = useT();

  // The current tab in view, clear of the arrows; only the row scrolls, never the page.
  useEffect(() => {
    const nav = ref.current;
    const link = nav?.querySelector('[aria-current="page"]');
    if (!nav || !link || nav.scrollWidth <= nav.clientWidth) return;
    const tab = link.getBoundingClientRect();
    const row = nav.getBoundingClientRect();
    if (tab.left < row.left + HINT_WIDTH) nav.scrollLeft -= row.left + HINT_WIDTH - tab.left;
    else if (tab.right > row.right - HINT_WIDTH)
      nav.scrollLeft += tab.right - row.right + HINT_WIDTH;
  }, [pathname, ref]);

  return (
    <Box
      position={{ base: 'sticky', md: 'static' }}
      top="0"
      zIndex={{ base: 'docked', md: 'auto' }}
      bg="bg"
      flexShrink={0}
      borderBottomWidth={{ base: '1px', md: '0' }}
      borderRightWidth={{ md: '1px' }}
    >
      <Flex
        ref={ref}
        as="nav"
        aria-label={t('educator.nav.label')}
        direction={{ base: 'row', md: 'column' }}
        gap={{ base: '0', md: '1' }}
        p={{ base: '1', md: '3' }}
        w={{ md: '60' }}
        overflowX={{ base: 'auto', md: 'visible' }}
        scrollbarWidth={{ base: 'thin', md: 'auto' }}
      >
        {EDUCATOR_NAV_LINKS.map((link) => (
          <Link
            key={link.to}
            asChild
            flex={{ base: '1 0 auto', md: 'none' }}
            minW={{ base: '16', md: '0' }}
            flexDirection={{ base: 'column', md: 'row' }}
            alignItems="center"
            justifyContent={{ base: 'center', md: 'flex-start' }}
            gap={{ base: '1', md: '3' }}
            px={{ base: '1', md: '3' }}
            py="2"
            rounded="md"
            color="fg.muted"
            fontWeight="medium"
            textDecoration="none"
            _hover={{ bg: 'bg.muted', color: 'fg', textDecoration: 'none' }}
            _currentPage={{
              bg: 'brand.subtle',
              color: 'brand.fg',
              fontWeight: 'semibold',
              boxShadow: {
                base: 'inset 0 -3px 0 0 {colors.brand.solid}',
                md: 'inset 3px 0 0 0 {colors.brand.solid}',
              },
            }}
          >
            <NavLink to={link.to} end={link.end}>
              <Icon as={link.icon} boxSize={{ base: '5', md: '5' }} aria-hidden />
              <Text
                as="span"
                fontSize={{ base: 'xs', md: 'sm' }}
                textAlign="center"
                lineHeight="short"
              >
                {t(link.labelId)}
              </Text>
            </NavLink>
          </Link>
        ))}
      </Flex>
      {more.before && <ScrollHint side="start" onClick={() => scrollBy(-1)} />}
      {more.after && <ScrollHint side="end" onClick={() => scrollBy(1)} />}
    </Box>
  );
}

/**
 * An arrow over a fade at one end of the phone's tab row. Pointer users tap it; it is left out of
 * the tab order because every tab is a link keyboard users reach, and focus scrolls it into view.
 */
function ScrollHint({ side, onClick }: { side: 'start' | 'end'; onClick: () => void }) {
  const start = side === 'start';
  const t = useT();
  return (
    <Flex
      hideFrom="md"
      position="absolute"
      insetY="0"
      {...(start ? { insetStart: '0' } : { insetEnd: '0' })}
      w="12"
      align="center"
      justify={start ? 'flex-start' : 'flex-end'}
      bgGradient={start ? 'to-r' : 'to-l'}
      gradientFrom="bg"
      gradientVia="bg/80"
      gradientTo="transparent"
      pointerEvents="none"
      data-testid={`educator-tabs-more-${side}`}
    >
      <IconButton
        size="xs"
        variant="ghost"
        aria-label={t(start ? 'educator.nav.scrollBack' : 'educator.nav.scrollForward')}
        tabIndex={-1}
        pointerEvents="auto"
        onClick={onClick}
      >
        {start ? <LuChevronLeft /> : <LuChevronRight />}
      </IconButton>
    </Flex>
  );
}
