import {
  Badge,
  Box,
  Container,
  Grid,
  GridItem,
  Heading,
  HStack,
  Link,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useRef, useState, type ReactNode } from 'react';
import { LuSignal, LuGlobe } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { showToast } from '../../components/ui/toaster';
import { formatCount, formatMinutes } from '../../lib/format';
import { youtubeId } from '../../../../shared/youtube-link';
import { usePlayerQuizzes } from '../learning/quizzes/usePlayerQuizzes';
import { ChapterList } from './ChapterList';
import { CourseBreadcrumb } from './CourseBreadcrumb';
import { CourseDescription } from './CourseDescription';
import { courseLevelLabel } from './courseLevel';
import { CoursePriceCard } from './CoursePriceCard';
import { CourseRequirements } from './CourseRequirements';
import { CourseTags } from './CourseTags';
import type { CourseDetail, CourseLecture, PreviewSelection } from './courseTypes';
import { descriptionExcerpt } from './descriptionText';
import { T, useT } from './i18n';
import { LearningPoints } from './LearningPoints';
import { PreviewPanel } from './PreviewPanel';
import { RatingsAndReviews } from './RatingsAndReviews';
import { RatingStars } from './RatingStars';
import { RelatedCourses } from './RelatedCourses';
import { useCourseViewReport, usePreviewPlayReport } from './traffic/useCourseTraffic';
import { WishlistButton } from '../wishlist/WishlistButton';
import { CourseMentorCard } from '../mentorship/CourseMentorCard';

/**
 * The course detail page body. Phones: header, price card, then what you'll learn, the educator's
 * 1-on-1 sessions (when they take bookings), its upcoming live sessions, chapters, requirements,
 * description, tags and reviews; desktop: content on the left, the price card sticky on the right.
 * The instructor's other courses and "Students also bought" follow, full width.
 */
export function CourseDetailView({
  course,
  liveSessions,
}: {
  course: CourseDetail;
  /** The course's upcoming live sessions, from the page (a later layer's feature). */
  liveSessions?: ReactNode;
}) {
  const t = useT();
  const [preview, setPreview] = useState<PreviewSelection | null>(null);
  const previewRef = useRef<HTMLDivElement>(null);
  useCourseViewReport(course.id, course.educator.id);
  const quizzes = usePlayerQuizzes(course.id, true);
  usePreviewPlayReport(course.id, course.educator.id, preview?.videoId);

  function selectPreview(lecture: CourseLecture) {
    // Only free-preview lectures can be played here.
    if (!lecture.isPreviewFree) return;
    const videoId = youtubeId(lecture.lectureUrl);
    if (!videoId) showToast('error', t('courses.detail.invalidVideo'));
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
            <CourseBreadcrumb category={course.category} />
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
              <Text color="fg.muted">
                {t('courses.detail.students', {
                  count: course.enrolledStudentsCount,
                  n: formatCount(course.enrolledStudentsCount),
                })}
              </Text>
            </HStack>
            <Text fontSize="sm">
              <T
                id="courses.detail.courseBy"
                values={{ name: course.educator.name }}
                components={{ 0: <InstructorLink id={course.educator.id} /> }}
              />
            </Text>
            <HStack gap="2" wrap="wrap">
              <Badge variant="outline" colorPalette="gray" size="md" gap="1.5">
                <LuSignal aria-hidden />
                <span>
                  <Box as="span" srOnly>
                    {t('courses.detail.level')}{' '}
                  </Box>
                  {courseLevelLabel(course.level)}
                </span>
              </Badge>
              <Badge variant="outline" colorPalette="gray" size="md" gap="1.5">
                <LuGlobe aria-hidden />
                <span>
                  <Box as="span" srOnly>
                    {t('courses.detail.language')}{' '}
                  </Box>
                  {course.language}
                </span>
              </Badge>
              <WishlistButton course={course} size="xs" />
            </HStack>
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
            <LearningPoints points={course.learningPoints} />
            <CourseMentorCard courseId={course.id} />
            {liveSessions}
            <Stack as="section" gap="3" aria-labelledby="course-structure">
              <Heading as="h2" id="course-structure" size="xl">
                {t('courses.detail.structure')}
              </Heading>
              <Text fontSize="sm" color="fg.muted">
                {t('courses.detail.structureSummary', {
                  chapters: chapters.length,
                  chapterCount: formatCount(chapters.length),
                  lectures: course.lectureCount,
                  lectureCount: formatCount(course.lectureCount),
                  duration: formatMinutes(course.totalDuration),
                })}
              </Text>
              <ChapterList
                chapters={chapters}
                selectedLectureId={preview?.lectureId}
                onPreview={selectPreview}
                quizzes={quizzes}
              />
            </Stack>
            <CourseRequirements requirements={course.requirements} />
            <Box as="section" aria-labelledby="course-description">
              <Heading as="h2" id="course-description" size="xl" mb="4">
                {t('courses.detail.description')}
              </Heading>
              <CourseDescription html={course.courseDescription} />
            </Box>
            <CourseTags tags={course.tags} />
            <RatingsAndReviews course={course} />
          </Stack>
        </GridItem>
      </Grid>
      <RelatedCourses courseId={course.id} educatorName={course.educator.name} />
    </Container>
  );
}

/** The educator's name as a link to their page, as the "Course by" message marks it. */
function InstructorLink({ id, children }: { id: string; children?: ReactNode }) {
  return (
    <Link asChild color="brand.fg" fontWeight="semibold">
      <RouterLink to={`/instructor/${id}`}>{children}</RouterLink>
    </Link>
  );
}
