import { Box, Flex, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { NewsletterForm } from '../features/site/NewsletterForm';
import { SocialLinks } from '../features/site/SocialLinks';
import { Logo } from '../components/Logo';

const quickLinks = [
  { to: '/', label: 'Home' },
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contact' },
  { to: '/developers', label: 'Developers' },
];

export function SiteFooter() {
  return (
    <Box as="footer" bg="brand.950" color="brand.50" mt="16">
      <SimpleGrid
        maxW="7xl"
        mx="auto"
        px={{ base: '4', md: '6' }}
        py="10"
        gap="8"
        columns={{ base: 1, md: 2, lg: 3 }}
      >
        <Stack gap="3" maxW="sm">
          <Box bg="white" rounded="md" px="2" py="1" alignSelf="flex-start">
            <Logo />
          </Box>
          <Text fontSize="sm" color="brand.200">
            Hands-on digital marketing and personal branding, taught by people who do it.
          </Text>
          <SocialLinks />
        </Stack>
        <Stack as="nav" aria-label="Quick links" gap="2">
          <Text fontWeight="semibold">Quick Links</Text>
          {quickLinks.map((link) => (
            <Link key={link.to} asChild color="brand.100" fontSize="sm" alignSelf="flex-start">
              <RouterLink to={link.to}>{link.label}</RouterLink>
            </Link>
          ))}
        </Stack>
        <Box gridColumn={{ md: 'span 2', lg: 'auto' }} maxW={{ md: 'md', lg: 'none' }}>
          <NewsletterForm />
        </Box>
      </SimpleGrid>
      <Flex
        maxW="7xl"
        mx="auto"
        px={{ base: '4', md: '6' }}
        py="4"
        borderTopWidth="1px"
        borderColor="brand.800"
        direction={{ base: 'column', sm: 'row' }}
        justify="space-between"
        gap="2"
        fontSize="sm"
        color="brand.200"
      >
        <Text>© 2025 BrandCraft. All rights reserved.</Text>
        <HStack gap="4">
          <Link href="#" color="brand.100">
            Privacy
          </Link>
          <Link href="#" color="brand.100">
            Terms
          </Link>
        </HStack>
      </Flex>
    </Box>
  );
}
