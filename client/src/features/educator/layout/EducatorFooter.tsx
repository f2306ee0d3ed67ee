import { Flex, Text } from '@chakra-ui/react';
import { SocialLinks } from '../../site/SocialLinks';
import { useT } from '../i18n';

/** The educator area's footer: copyright and the social links. */
export function EducatorFooter() {
  const t = useT();
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
        {t('educator.footer.copyright')}
      </Text>
      <SocialLinks tone="light" justify="center" />
    </Flex>
  );
}
