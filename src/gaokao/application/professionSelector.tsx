import { UnitPage } from '../components/recommend/UnitPage'

/** 选择专业: the unit's majors to toggle into the form, under the unit's probability and why. */
export default function ProfessionSelector() {
  return <UnitPage testId='profession-selector' />
}
