import { Flex, Text } from '@chakra-ui/react';
import { SocialLinks } from '../../site/SocialLinks';

/** The educator area's footer: copyright and the social links. */
export function EducatorFooter() {
  return (
    <Flex
      as="footer"
      direction={{ base: 'column', sm: 'row' }}
      align="center"
      justify="space-between"
      gap="3"
      px={{ base: '4', md: '6' }}
      py="4"
      borderTopWidth="1px"
      bg="bg"
    >
      <Text fontSize="sm" color="fg.muted" textAlign={{ base: 'center', sm: 'start' }}>
        © 2025 BrandCraft. All rights reserved.
      </Text>
      <SocialLinks tone="light" justify="center" />
    </Flex>
  );
}
