import { Flex, Icon, Link, Text } from '@chakra-ui/react';
import { NavLink } from 'react-router-dom';
import { EDUCATOR_NAV_LINKS } from './educatorNavLinks';

/**
 * The educator sidebar: a column of icon + label links from md up, a row of tabs (icon over
 * label) on phones, scrolling sideways when they do not all fit. The current page's link carries aria-current="page" and is highlighted.
 */
export function EducatorNav() {
  return (
    <Flex
      as="nav"
      aria-label="Educator"
      direction={{ base: 'row', md: 'column' }}
      gap={{ base: '0', md: '1' }}
      p={{ base: '1', md: '3' }}
      w={{ md: '60' }}
      flexShrink={0}
      bg="bg"
      borderBottomWidth={{ base: '1px', md: '0' }}
      borderRightWidth={{ md: '1px' }}
      position={{ base: 'sticky', md: 'static' }}
      top="0"
      zIndex={{ base: 'docked', md: 'auto' }}
      overflowX={{ base: 'auto', md: 'visible' }}
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
              {link.label}
            </Text>
          </NavLink>
        </Link>
      ))}
    </Flex>
  );
}
