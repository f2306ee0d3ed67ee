import {
  Box,
  Button,
  Flex,
  Icon,
  Input,
  useBreakpointValue,
  VisuallyHidden,
} from '@chakra-ui/react';
import { useId, useState, type FormEvent } from 'react';
import { LuSearch } from 'react-icons/lu';
import { useNavigate } from 'react-router-dom';
import { courseListPath } from '../courses/courseListPath';
import { useT } from './i18n';

/** The hero's course search (its own look; the same destination as the list's). Empty text opens the full list. */
export function HeroSearchForm() {
  const t = useT();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const inputId = useId();
  // One label at a time, so assistive tech never sees both texts.
  const buttonText =
    useBreakpointValue(
      { base: t('landing.search.submitLong'), md: t('landing.search.submitShort') },
      { ssr: false },
    ) ?? t('landing.search.submitLong');

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void navigate(courseListPath(text));
  };

  return (
    <Box asChild w="full" maxW="2xl" mx="auto">
      <form role="search" onSubmit={onSubmit}>
        <VisuallyHidden asChild>
          <label htmlFor={inputId}>{t('landing.search.label')}</label>
        </VisuallyHidden>
        <Flex
          direction={{ base: 'column', md: 'row' }}
          gap="2"
          p="2"
          bg="bg"
          color="fg"
          rounded={{ base: '2xl', md: 'full' }}
          borderWidth="2px"
          borderColor="transparent"
          shadow="lg"
          transition="border-color 0.2s, box-shadow 0.2s"
          _focusWithin={{
            borderColor: 'accent.400',
            shadow: '2xl',
            outline: '3px solid',
            outlineColor: 'accent.200',
          }}
        >
          <Flex flex="1" align="center" gap="2" ps="3">
            <Icon as={LuSearch} color="fg.muted" aria-hidden boxSize="5" />
            <Input
              id={inputId}
              type="search"
              value={text}
              onChange={(event) => setText(event.target.value)}
              placeholder={t('landing.search.placeholder')}
              border="none"
              size="lg"
              px="1"
              _focusVisible={{ outline: 'none', boxShadow: 'none' }}
            />
          </Flex>
          <Button type="submit" colorPalette="brand" size="lg" rounded="full" px="8">
            {buttonText}
          </Button>
        </Flex>
      </form>
    </Box>
  );
}
