import { Box, Container, Grid, GridItem, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { showToast } from '../../components/ui/toaster';
import { formatMinutes, plural } from '../../lib/format';
import { youtubeId } from '../../../../shared/youtube-link';
import { ChapterList } from './ChapterList';
import { CourseDescription } from './CourseDescription';
import { CoursePriceCard } from './CoursePriceCard';
import type { CourseDetail, CourseLecture, PreviewSelection } from './courseTypes';
import { descriptionExcerpt } from './descriptionText';
import { PreviewPanel } from './PreviewPanel';
import { RatingsAndReviews } from './RatingsAndReviews';
import { RatingStars } from './RatingStars';

/**
 * The course detail page body. Phones: header, price card, then chapters and description;
 * desktop: content on the left, the price card sticky on the right.
 */
export function CourseDetailView({ course }: { course: CourseDetail }) {
  const [preview, setPreview] = useState<PreviewSelection | null>(null);
  const previewRef = useRef<HTMLDivElement>(null);

  function selectPreview(lecture: CourseLecture) {
    // Only free-preview lectures can be played here.
    if (!lecture.isPreviewFree) return;
    const videoId = youtubeId(lecture.lectureUrl);
    if (!videoId) showToast('error', 'Invalid YouTube URL for this lecture');
    setPreview({ lectureId: lecture.lectureId, lectureTitle: lecture.lectureTitle, videoId });
    previewRef.current?.scrollIntoView({ behavior: 'smooth', block: 'nearest' });
  }

  const chapters = course.courseContent;

  return (
    <Container maxW="7xl" py={{ base: '6', md: '12' }}>
      <Grid
        templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 24rem' }}
        templateAreas={{ base: '"header" "card" "content"', lg: '"header card" "content card"' }}
        columnGap="10"
        rowGap={{ base: '6', lg: '8' }}
      >
        <GridItem area="header">
          <Stack gap="3">
            <Heading
              as="h1"
              size={{ base: '2xl', md: '4xl' }}
              color="brand.900"
              overflowWrap="anywhere"
            >
              {course.courseTitle}
            </Heading>
            <Text color="fg.muted" data-testid="course-excerpt">
              {descriptionExcerpt(course.courseDescription)}
            </Text>
            <HStack gap="4" wrap="wrap" fontSize="sm">
              <RatingStars rating={course.averageRating} count={course.ratingCount} />
              <Text color="brand.fg">{plural(course.enrolledStudentsCount, 'student')}</Text>
            </HStack>
            <Text fontSize="sm">
              Course by{' '}
              <Text as="span" color="brand.fg" fontWeight="semibold">
                {course.educator.name}
              </Text>
            </Text>
          </Stack>
        </GridItem>

        <GridItem
          area="card"
          alignSelf="start"
          position={{ lg: 'sticky' }}
          top={{ lg: '24' }}
          minW="0"
        >
          <CoursePriceCard
            course={course}
            previewRef={previewRef}
            preview={
              <PreviewPanel
                thumbnail={course.courseThumbnail}
                thumbnailSources={course.thumbnailSources}
                courseTitle={course.courseTitle}
                preview={preview}
              />
            }
          />
        </GridItem>

        <GridItem area="content" minW="0">
          <Stack gap="10">
            <Stack as="section" gap="3" aria-labelledby="course-structure">
              <Heading as="h2" id="course-structure" size="xl">
                Course Structure
              </Heading>
              <Text fontSize="sm" color="fg.muted">
                {plural(chapters.length, 'chapter')} - {plural(course.lectureCount, 'lecture')} -{' '}
                {formatMinutes(course.totalDuration)} total duration
              </Text>
              <ChapterList
                chapters={chapters}
                selectedLectureId={preview?.lectureId}
                onPreview={selectPreview}
              />
            </Stack>
            <Box as="section" aria-labelledby="course-description">
              <Heading as="h2" id="course-description" size="xl" mb="4">
                Course Description
              </Heading>
              <CourseDescription html={course.courseDescription} />
            </Box>
            <RatingsAndReviews course={course} />
          </Stack>
        </GridItem>
      </Grid>
    </Container>
  );
}
