import { Text, View } from '@tarojs/components'
import type { MedalInfo, MedalProgress } from '@types-contract/personalMedals'
import { badgeText, badgeTone, medalStatus, progressPercent, progressText } from '@/lib/medalView'
import './medal.scss'

/** A medal's badge: two characters of its name on its colour, grey until held. */
export function MedalBadge({ medalKey, name, held, large }: { medalKey: string; name: string; held: boolean; large?: boolean }) {
  return (
    <View className={`md-badge md-badge--${badgeTone(medalKey, held)}${large ? ' md-badge--large' : ''}`}>
      <Text className='md-badge__text'>{badgeText(name)}</Text>
    </View>
  )
}

function ProgressTrack({ progress }: { progress: MedalProgress }) {
  return (
    <View className='md-progress__track'>
      <View className='md-progress__fill' style={{ width: `${progressPercent(progress)}%` }} />
    </View>
  )
}

/** The progress bar with its line (回答 3/50). */
export function ProgressBar({ progress }: { progress: MedalProgress }) {
  return (
    <View className='md-progress' data-testid='medal-progress'>
      <ProgressTrack progress={progress} />
      <Text className='md-progress__text'>{progressText(progress)}</Text>
    </View>
  )
}

/** A medal in the grid: badge, name, and when it was received or how far along it is. */
export function MedalCell({ medal, onOpen }: { medal: MedalInfo; onOpen: () => void }) {
  return (
    <View className='md-cell' data-testid='medal-cell' data-key={medal.key} data-held={String(medal.held)} onClick={onOpen}>
      <MedalBadge medalKey={medal.key} name={medal.name} held={medal.held} />
      <Text className='md-cell__name'>{medal.name}</Text>
      {medal.progress && !medal.held ? (
        <View className='md-cell__progress'>
          <ProgressTrack progress={medal.progress} />
        </View>
      ) : null}
      <Text className='md-cell__status'>{medalStatus(medal)}</Text>
    </View>
  )
}

/** A titled grid of medals; `empty` when there are none. */
export function MedalSection({
  title,
  medals,
  empty,
  testId,
  onOpen
}: {
  title: string
  medals: MedalInfo[]
  empty: string
  testId: string
  onOpen: (key: string) => void
}) {
  return (
    <View className='md-section' data-testid={testId}>
      <Text className='md-section__title'>
        {title} · {medals.length}
      </Text>
      {medals.length === 0 ? (
        <Text className='md-section__empty'>{empty}</Text>
      ) : (
        <View className='md-grid'>
          {medals.map((m) => (
            <MedalCell key={m.key} medal={m} onOpen={() => onOpen(m.key)} />
          ))}
        </View>
      )}
    </View>
  )
}
