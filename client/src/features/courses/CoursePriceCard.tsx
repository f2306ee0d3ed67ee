import {
  Alert,
  AspectRatio,
  Box,
  Button,
  Card,
  HStack,
  Icon,
  Link,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useRef, useState, type ReactNode, type Ref } from 'react';
import { LuAlarmClock, LuBookOpen, LuClock, LuStar } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { CoursePrice } from '../../components/CoursePrice';
import { formatCount, formatMinutes } from '../../lib/format';
import { useLearnerRefusal } from '../auth/useLearnerRefusal';
import type { CourseDetail } from './courseTypes';
import { useT } from './i18n';
import { TeacherNotice } from './TeacherNotice';
import { PinnedEnrollBar } from './PinnedEnrollBar';
import { BuyerStateSelect } from '../checkout/BuyerStateSelect';
import { useEnroll } from '../checkout/useEnroll';
import { CouponControl } from '../coupons/CouponControl';
import { useAppliedCoupon } from '../coupons/useAppliedCoupon';

/**
 * The detail page's side card: preview panel, price, offer banner, facts and the enroll button
 * (pinned at the bottom on phones once the card has scrolled away); the course's owner and admins,
 * whom the server refuses, get what they can do instead.
 */
export function CoursePriceCard({
  course,
  preview,
  previewRef,
}: {
  course: CourseDetail;
  /** The thumbnail or preview player, shown 16:9 on top. */
  preview: ReactNode;
  previewRef?: Ref<HTMLDivElement>;
}) {
  const t = useT();
  const refusal = useLearnerRefusal(course.educator.id);
  // Coupons are for a paid course's buyers: not its teacher or admins, nor its learners.
  const couponShown = !refusal && !course.viewerIsEnrolled && course.netPrice > 0;
  const coupon = useAppliedCoupon(course.id, couponShown);
  const quote = couponShown ? coupon.quote : null;
  const [buyerState, setBuyerState] = useState('');
  const { onEnroll, label, waiting, busy, enrolled, checkoutDialog } = useEnroll(
    { ...course, netPrice: quote?.finalPrice ?? course.netPrice },
    quote?.code ?? null,
    buyerState || null,
  );
  const paying = (quote?.finalPrice ?? course.netPrice) > 0;
  const lectures = course.lectureCount;
  const cardRef = useRef<HTMLDivElement>(null);

  return (
    <Card.Root
      ref={cardRef}
      as="aside"
      aria-label={t('courses.price.label')}
      overflow="hidden"
      shadow="lg"
      variant="outline"
    >
      <AspectRatio ratio={16 / 9} ref={previewRef} bg="gray.900" scrollMarginTop="20">
        <Box>{preview}</Box>
      </AspectRatio>
      <Card.Body gap="4" p={{ base: '4', md: '6' }}>
        <HStack gap="2" color="red.600">
          <Icon as={LuAlarmClock} aria-hidden />
          <Text fontSize="sm" fontWeight="medium">
            {t('courses.price.deadline')}
          </Text>
        </HStack>
        {!quote && (
          <CoursePrice
            coursePrice={course.coursePrice}
            discount={course.discount}
            netPrice={course.netPrice}
            size="xl"
          />
        )}
        {couponShown && <CouponControl coupon={coupon} />}
        <Stack
          as="ul"
          listStyleType="none"
          direction="row"
          wrap="wrap"
          gap="4"
          fontSize="sm"
          color="fg.muted"
        >
          <Fact icon={LuStar}>
            {course.ratingCount
              ? t('courses.price.rated', { rating: course.averageRating })
              : t('courses.price.noRatings')}
          </Fact>
          <Fact icon={LuClock}>
            {t('courses.price.totalDuration', { duration: formatMinutes(course.totalDuration) })}
          </Fact>
          <Fact icon={LuBookOpen}>
            {t('courses.price.lectures', { count: lectures, n: formatCount(lectures) })}
          </Fact>
        </Stack>
        {refusal ? (
          <TeacherNotice courseId={course.id} refusal={refusal} enrolled={enrolled} />
        ) : (
          <>
            {course.viewerRefundedBefore && !enrolled && (
              <Alert.Root status="warning" size="sm">
                <Alert.Indicator />
                <Alert.Description>{t('courses.price.secondPurchase')}</Alert.Description>
              </Alert.Root>
            )}
            {paying && !enrolled && (
              <BuyerStateSelect value={buyerState} onChange={setBuyerState} />
            )}
            <Button
              colorPalette="brand"
              variant={enrolled ? 'subtle' : 'solid'}
              size="lg"
              width="full"
              onClick={onEnroll}
              disabled={waiting}
              loading={busy}
              loadingText={t('courses.price.processing')}
            >
              {label}
            </Button>
            {enrolled && (
              <Link asChild alignSelf="center" color="brand.fg" fontWeight="medium">
                <RouterLink to={`/player/${course.id}`}>{t('courses.price.goToPlayer')}</RouterLink>
              </Link>
            )}
          </>
        )}
        {!refusal && !enrolled && (
          <PinnedEnrollBar
            card={cardRef}
            netPrice={quote?.finalPrice ?? course.netPrice}
            label={label}
            onEnroll={onEnroll}
            disabled={waiting}
            busy={busy}
          />
        )}
        {checkoutDialog}
      </Card.Body>
    </Card.Root>
  );
}

function Fact({ icon, children }: { icon: typeof LuStar; children: string }) {
  return (
    <HStack as="li" gap="1.5">
      <Icon as={icon} color="accent.500" aria-hidden />
      <Text as="span">{children}</Text>
    </HStack>
  );
}
