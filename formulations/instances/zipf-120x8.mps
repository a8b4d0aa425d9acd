*SENSE:Minimize
NAME          cacheroute_plan
ROWS
 N  J
 E  share_0
 L  dest_0
 E  share_1
 L  dest_1
 E  share_2
 L  dest_2
 E  share_3
 L  dest_3
 E  share_4
 L  dest_4
 E  share_5
 L  dest_5
 E  share_6
 L  dest_6
 E  share_7
 L  dest_7
 E  share_8
 L  dest_8
 E  share_9
 L  dest_9
 E  share_10
 L  dest_10
 E  share_11
 L  dest_11
 E  share_12
 L  dest_12
 E  share_13
 L  dest_13
 E  share_14
 L  dest_14
 E  share_15
 L  dest_15
 E  share_16
 L  dest_16
 E  share_17
 L  dest_17
 E  share_18
 L  dest_18
 E  share_19
 L  dest_19
 E  share_20
 L  dest_20
 E  share_21
 L  dest_21
 E  share_22
 L  dest_22
 E  share_23
 L  dest_23
 E  share_24
 L  dest_24
 E  share_25
 L  dest_25
 E  share_26
 L  dest_26
 E  share_27
 L  dest_27
 E  share_28
 L  dest_28
 E  share_29
 L  dest_29
 E  share_30
 L  dest_30
 E  share_31
 L  dest_31
 E  share_32
 L  dest_32
 E  share_33
 L  dest_33
 E  share_34
 L  dest_34
 E  share_35
 L  dest_35
 E  share_36
 L  dest_36
 E  share_37
 L  dest_37
 E  share_38
 L  dest_38
 E  share_39
 L  dest_39
 E  share_40
 L  dest_40
 E  share_41
 L  dest_41
 E  share_42
 L  dest_42
 E  share_43
 L  dest_43
 E  share_44
 L  dest_44
 E  share_45
 L  dest_45
 E  share_46
 L  dest_46
 E  share_47
 L  dest_47
 E  share_48
 L  dest_48
 E  share_49
 L  dest_49
 E  share_50
 L  dest_50
 E  share_51
 L  dest_51
 E  share_52
 L  dest_52
 E  share_53
 L  dest_53
 E  share_54
 L  dest_54
 E  share_55
 L  dest_55
 E  share_56
 L  dest_56
 E  share_57
 L  dest_57
 E  share_58
 L  dest_58
 E  share_59
 L  dest_59
 E  share_60
 L  dest_60
 E  share_61
 L  dest_61
 E  share_62
 L  dest_62
 E  share_63
 L  dest_63
 E  share_64
 L  dest_64
 E  share_65
 L  dest_65
 E  share_66
 L  dest_66
 E  share_67
 L  dest_67
 E  share_68
 L  dest_68
 E  share_69
 L  dest_69
 E  share_70
 L  dest_70
 E  share_71
 L  dest_71
 E  share_72
 L  dest_72
 E  share_73
 L  dest_73
 E  share_74
 L  dest_74
 E  share_75
 L  dest_75
 E  share_76
 L  dest_76
 E  share_77
 L  dest_77
 E  share_78
 L  dest_78
 E  share_79
 L  dest_79
 E  share_80
 L  dest_80
 E  share_81
 L  dest_81
 E  share_82
 L  dest_82
 E  share_83
 L  dest_83
 E  share_84
 L  dest_84
 E  share_85
 L  dest_85
 E  share_86
 L  dest_86
 E  share_87
 L  dest_87
 E  share_88
 L  dest_88
 E  share_89
 L  dest_89
 E  share_90
 L  dest_90
 E  share_91
 L  dest_91
 E  share_92
 L  dest_92
 E  share_93
 L  dest_93
 E  share_94
 L  dest_94
 E  share_95
 L  dest_95
 E  share_96
 L  dest_96
 E  share_97
 L  dest_97
 E  share_98
 L  dest_98
 E  share_99
 L  dest_99
 E  share_100
 L  dest_100
 E  share_101
 L  dest_101
 E  share_102
 L  dest_102
 E  share_103
 L  dest_103
 E  share_104
 L  dest_104
 E  share_105
 L  dest_105
 E  share_106
 L  dest_106
 E  share_107
 L  dest_107
 E  share_108
 L  dest_108
 E  share_109
 L  dest_109
 E  share_110
 L  dest_110
 E  share_111
 L  dest_111
 E  share_112
 L  dest_112
 E  share_113
 L  dest_113
 E  share_114
 L  dest_114
 E  share_115
 L  dest_115
 E  share_116
 L  dest_116
 E  share_117
 L  dest_117
 E  share_118
 L  dest_118
 E  share_119
 L  dest_119
 L  link_0
 L  link_1
 L  link_2
 L  link_3
 L  link_4
 L  link_5
 L  link_6
 L  link_7
 L  link_8
 L  link_9
 L  link_10
 L  link_11
 L  link_12
 L  link_13
 L  link_14
 L  link_15
 L  link_16
 L  link_17
 L  link_18
 L  link_19
 L  link_20
 L  link_21
 L  link_22
 L  link_23
 L  link_24
 L  link_25
 L  link_26
 L  link_27
 L  link_28
 L  link_29
 L  link_30
 L  link_31
 L  link_32
 L  link_33
 L  link_34
 L  link_35
 L  link_36
 L  link_37
 L  link_38
 L  link_39
 L  link_40
 L  link_41
 L  link_42
 L  link_43
 L  link_44
 L  link_45
 L  link_46
 L  link_47
 L  link_48
 L  link_49
 L  link_50
 L  link_51
 L  link_52
 L  link_53
 L  link_54
 L  link_55
 L  link_56
 L  link_57
 L  link_58
 L  link_59
 L  link_60
 L  link_61
 L  link_62
 L  link_63
 L  link_64
 L  link_65
 L  link_66
 L  link_67
 L  link_68
 L  link_69
 L  link_70
 L  link_71
 L  link_72
 L  link_73
 L  link_74
 L  link_75
 L  link_76
 L  link_77
 L  link_78
 L  link_79
 L  link_80
 L  link_81
 L  link_82
 L  link_83
 L  link_84
 L  link_85
 L  link_86
 L  link_87
 L  link_88
 L  link_89
 L  link_90
 L  link_91
 L  link_92
 L  link_93
 L  link_94
 L  link_95
 L  link_96
 L  link_97
 L  link_98
 L  link_99
 L  link_100
 L  link_101
 L  link_102
 L  link_103
 L  link_104
 L  link_105
 L  link_106
 L  link_107
 L  link_108
 L  link_109
 L  link_110
 L  link_111
 L  link_112
 L  link_113
 L  link_114
 L  link_115
 L  link_116
 L  link_117
 L  link_118
 L  link_119
 L  link_120
 L  link_121
 L  link_122
 L  link_123
 L  link_124
 L  link_125
 L  link_126
 L  link_127
 L  link_128
 L  link_129
 L  link_130
 L  link_131
 L  link_132
 L  link_133
 L  link_134
 L  link_135
 L  link_136
 L  link_137
 L  link_138
 L  link_139
 L  link_140
 L  link_141
 L  link_142
 L  link_143
 L  link_144
 L  link_145
 L  link_146
 L  link_147
 L  link_148
 L  link_149
 L  link_150
 L  link_151
 L  link_152
 L  link_153
 L  link_154
 L  link_155
 L  link_156
 L  link_157
 L  link_158
 L  link_159
 L  link_160
 L  link_161
 L  link_162
 L  link_163
 L  link_164
 L  link_165
 L  link_166
 L  link_167
 L  link_168
 L  link_169
 L  link_170
 L  link_171
 L  link_172
 L  link_173
 L  link_174
 L  link_175
 L  link_176
 L  link_177
 L  link_178
 L  link_179
 L  link_180
 L  link_181
 L  link_182
 L  link_183
 L  link_184
 L  link_185
 L  link_186
 L  link_187
 L  link_188
 L  link_189
 L  link_190
 L  link_191
 L  link_192
 L  link_193
 L  link_194
 L  link_195
 L  link_196
 L  link_197
 L  link_198
 L  link_199
 L  link_200
 L  link_201
 L  link_202
 L  link_203
 L  link_204
 L  link_205
 L  link_206
 L  link_207
 L  link_208
 L  link_209
 L  link_210
 L  link_211
 L  link_212
 L  link_213
 L  link_214
 L  link_215
 L  link_216
 L  link_217
 L  link_218
 L  link_219
 L  link_220
 L  link_221
 L  link_222
 L  link_223
 L  link_224
 L  link_225
 L  link_226
 L  link_227
 L  link_228
 L  link_229
 L  link_230
 L  link_231
 L  link_232
 L  link_233
 L  link_234
 L  link_235
 L  link_236
 L  link_237
 L  link_238
 L  link_239
 L  link_240
 L  link_241
 L  link_242
 L  link_243
 L  link_244
 L  link_245
 L  link_246
 L  link_247
 L  link_248
 L  link_249
 L  link_250
 L  link_251
 L  link_252
 L  link_253
 L  link_254
 L  link_255
 L  link_256
 L  link_257
 L  link_258
 L  link_259
 L  link_260
 L  link_261
 L  link_262
 L  link_263
 L  link_264
 L  link_265
 L  link_266
 L  link_267
 L  link_268
 L  link_269
 L  link_270
 L  link_271
 L  link_272
 L  link_273
 L  link_274
 L  link_275
 L  link_276
 L  link_277
 L  link_278
 L  link_279
 L  link_280
 L  link_281
 L  link_282
 L  link_283
 L  link_284
 L  link_285
 L  link_286
 L  link_287
 L  link_288
 L  link_289
 L  link_290
 L  link_291
 L  link_292
 L  link_293
 L  link_294
 L  link_295
 L  link_296
 L  link_297
 L  link_298
 L  link_299
 L  link_300
 L  link_301
 L  link_302
 L  link_303
 L  link_304
 L  link_305
 L  link_306
 L  link_307
 L  link_308
 L  link_309
 L  link_310
 L  link_311
 L  link_312
 L  link_313
 L  link_314
 L  link_315
 L  link_316
 L  link_317
 L  link_318
 L  link_319
 L  link_320
 L  link_321
 L  link_322
 L  link_323
 L  link_324
 L  link_325
 L  link_326
 L  link_327
 L  link_328
 L  link_329
 L  link_330
 L  link_331
 L  link_332
 L  link_333
 L  link_334
 L  link_335
 L  link_336
 L  link_337
 L  link_338
 L  link_339
 L  link_340
 L  link_341
 L  link_342
 L  link_343
 L  link_344
 L  link_345
 L  link_346
 L  link_347
 L  link_348
 L  link_349
 L  link_350
 L  link_351
 L  link_352
 L  link_353
 L  link_354
 L  link_355
 L  link_356
 L  link_357
 L  link_358
 L  link_359
 L  link_360
 L  link_361
 L  link_362
 L  link_363
 L  link_364
 L  link_365
 L  link_366
 L  link_367
 L  link_368
 L  link_369
 L  link_370
 L  link_371
 L  link_372
 L  link_373
 L  link_374
 L  link_375
 L  link_376
 L  link_377
 L  link_378
 L  link_379
 L  link_380
 L  link_381
 L  link_382
 L  link_383
 L  link_384
 L  link_385
 L  link_386
 L  link_387
 L  link_388
 L  link_389
 L  link_390
 L  link_391
 L  link_392
 L  link_393
 L  link_394
 L  link_395
 L  link_396
 L  link_397
 L  link_398
 L  link_399
 L  link_400
 L  link_401
 L  link_402
 L  link_403
 L  link_404
 L  link_405
 L  link_406
 L  link_407
 L  link_408
 L  link_409
 L  link_410
 L  link_411
 L  link_412
 L  link_413
 L  link_414
 L  link_415
 L  link_416
 L  link_417
 L  link_418
 L  link_419
 L  link_420
 L  link_421
 L  link_422
 L  link_423
 L  link_424
 L  link_425
 L  link_426
 L  link_427
 L  link_428
 L  link_429
 L  link_430
 L  link_431
 L  link_432
 L  link_433
 L  link_434
 L  link_435
 L  link_436
 L  link_437
 L  link_438
 L  link_439
 L  link_440
 L  link_441
 L  link_442
 L  link_443
 L  link_444
 L  link_445
 L  link_446
 L  link_447
 L  link_448
 L  link_449
 L  link_450
 L  link_451
 L  link_452
 L  link_453
 L  link_454
 L  link_455
 L  link_456
 L  link_457
 L  link_458
 L  link_459
 L  link_460
 L  link_461
 L  link_462
 L  link_463
 L  link_464
 L  link_465
 L  link_466
 L  link_467
 L  link_468
 L  link_469
 L  link_470
 L  link_471
 L  link_472
 L  link_473
 L  link_474
 L  link_475
 L  link_476
 L  link_477
 L  link_478
 L  link_479
 L  link_480
 L  link_481
 L  link_482
 L  link_483
 L  link_484
 L  link_485
 L  link_486
 L  link_487
 L  link_488
 L  link_489
 L  link_490
 L  link_491
 L  link_492
 L  link_493
 L  link_494
 L  link_495
 L  link_496
 L  link_497
 L  link_498
 L  link_499
 L  link_500
 L  link_501
 L  link_502
 L  link_503
 L  link_504
 L  link_505
 L  link_506
 L  link_507
 L  link_508
 L  link_509
 L  link_510
 L  link_511
 L  link_512
 L  link_513
 L  link_514
 L  link_515
 L  link_516
 L  link_517
 L  link_518
 L  link_519
 L  link_520
 L  link_521
 L  link_522
 L  link_523
 L  link_524
 L  link_525
 L  link_526
 L  link_527
 L  link_528
 L  link_529
 L  link_530
 L  link_531
 L  link_532
 L  link_533
 L  link_534
 L  link_535
 L  link_536
 L  link_537
 L  link_538
 L  link_539
 L  link_540
 L  link_541
 L  link_542
 L  link_543
 L  link_544
 L  link_545
 L  link_546
 L  link_547
 L  link_548
 L  link_549
 L  link_550
 L  link_551
 L  link_552
 L  link_553
 L  link_554
 L  link_555
 L  link_556
 L  link_557
 L  link_558
 L  link_559
 L  link_560
 L  link_561
 L  link_562
 L  link_563
 L  link_564
 L  link_565
 L  link_566
 L  link_567
 L  link_568
 L  link_569
 L  link_570
 L  link_571
 L  link_572
 L  link_573
 L  link_574
 L  link_575
 L  link_576
 L  link_577
 L  link_578
 L  link_579
 L  link_580
 L  link_581
 L  link_582
 L  link_583
 L  link_584
 L  link_585
 L  link_586
 L  link_587
 L  link_588
 L  link_589
 L  link_590
 L  link_591
 L  link_592
 L  link_593
 L  link_594
 L  link_595
 L  link_596
 L  link_597
 L  link_598
 L  link_599
 L  link_600
 L  link_601
 L  link_602
 L  link_603
 L  link_604
 L  link_605
 L  link_606
 L  link_607
 L  link_608
 L  link_609
 L  link_610
 L  link_611
 L  link_612
 L  link_613
 L  link_614
 L  link_615
 L  link_616
 L  link_617
 L  link_618
 L  link_619
 L  link_620
 L  link_621
 L  link_622
 L  link_623
 L  link_624
 L  link_625
 L  link_626
 L  link_627
 L  link_628
 L  link_629
 L  link_630
 L  link_631
 L  link_632
 L  link_633
 L  link_634
 L  link_635
 L  link_636
 L  link_637
 L  link_638
 L  link_639
 L  link_640
 L  link_641
 L  link_642
 L  link_643
 L  link_644
 L  link_645
 L  link_646
 L  link_647
 L  link_648
 L  link_649
 L  link_650
 L  link_651
 L  link_652
 L  link_653
 L  link_654
 L  link_655
 L  link_656
 L  link_657
 L  link_658
 L  link_659
 L  link_660
 L  link_661
 L  link_662
 L  link_663
 L  link_664
 L  link_665
 L  link_666
 L  link_667
 L  link_668
 L  link_669
 L  link_670
 L  link_671
 L  link_672
 L  link_673
 L  link_674
 L  link_675
 L  link_676
 L  link_677
 L  link_678
 L  link_679
 L  link_680
 L  link_681
 L  link_682
 L  link_683
 L  link_684
 L  link_685
 L  link_686
 L  link_687
 L  link_688
 L  link_689
 L  link_690
 L  link_691
 L  link_692
 L  link_693
 L  link_694
 L  link_695
 L  link_696
 L  link_697
 L  link_698
 L  link_699
 L  link_700
 L  link_701
 L  link_702
 L  link_703
 L  link_704
 L  link_705
 L  link_706
 L  link_707
 L  link_708
 L  link_709
 L  link_710
 L  link_711
 L  link_712
 L  link_713
 L  link_714
 L  link_715
 L  link_716
 L  link_717
 L  link_718
 L  link_719
 L  link_720
 L  link_721
 L  link_722
 L  link_723
 L  link_724
 L  link_725
 L  link_726
 L  link_727
 L  link_728
 L  link_729
 L  link_730
 L  link_731
 L  link_732
 L  link_733
 L  link_734
 L  link_735
 L  link_736
 L  link_737
 L  link_738
 L  link_739
 L  link_740
 L  link_741
 L  link_742
 L  link_743
 L  link_744
 L  link_745
 L  link_746
 L  link_747
 L  link_748
 L  link_749
 L  link_750
 L  link_751
 L  link_752
 L  link_753
 L  link_754
 L  link_755
 L  link_756
 L  link_757
 L  link_758
 L  link_759
 L  link_760
 L  link_761
 L  link_762
 L  link_763
 L  link_764
 L  link_765
 L  link_766
 L  link_767
 L  link_768
 L  link_769
 L  link_770
 L  link_771
 L  link_772
 L  link_773
 L  link_774
 L  link_775
 L  link_776
 L  link_777
 L  link_778
 L  link_779
 L  link_780
 L  link_781
 L  link_782
 L  link_783
 L  link_784
 L  link_785
 L  link_786
 L  link_787
 L  link_788
 L  link_789
 L  link_790
 L  link_791
 L  link_792
 L  link_793
 L  link_794
 L  link_795
 L  link_796
 L  link_797
 L  link_798
 L  link_799
 L  link_800
 L  link_801
 L  link_802
 L  link_803
 L  link_804
 L  link_805
 L  link_806
 L  link_807
 L  link_808
 L  link_809
 L  link_810
 L  link_811
 L  link_812
 L  link_813
 L  link_814
 L  link_815
 L  link_816
 L  link_817
 L  link_818
 L  link_819
 L  link_820
 L  link_821
 L  link_822
 L  link_823
 L  link_824
 L  link_825
 L  link_826
 L  link_827
 L  link_828
 L  link_829
 L  link_830
 L  link_831
 L  link_832
 L  link_833
 L  link_834
 L  link_835
 L  link_836
 L  link_837
 L  link_838
 L  link_839
 L  link_840
 L  link_841
 L  link_842
 L  link_843
 L  link_844
 L  link_845
 L  link_846
 L  link_847
 L  link_848
 L  link_849
 L  link_850
 L  link_851
 L  link_852
 L  link_853
 L  link_854
 L  link_855
 L  link_856
 L  link_857
 L  link_858
 L  link_859
 L  link_860
 L  link_861
 L  link_862
 L  link_863
 L  link_864
 L  link_865
 L  link_866
 L  link_867
 L  link_868
 L  link_869
 L  link_870
 L  link_871
 L  link_872
 L  link_873
 L  link_874
 L  link_875
 L  link_876
 L  link_877
 L  link_878
 L  link_879
 L  link_880
 L  link_881
 L  link_882
 L  link_883
 L  link_884
 L  link_885
 L  link_886
 L  link_887
 L  link_888
 L  link_889
 L  link_890
 L  link_891
 L  link_892
 L  link_893
 L  link_894
 L  link_895
 L  link_896
 L  link_897
 L  link_898
 L  link_899
 L  link_900
 L  link_901
 L  link_902
 L  link_903
 L  link_904
 L  link_905
 L  link_906
 L  link_907
 L  link_908
 L  link_909
 L  link_910
 L  link_911
 L  link_912
 L  link_913
 L  link_914
 L  link_915
 L  link_916
 L  link_917
 L  link_918
 L  link_919
 L  link_920
 L  link_921
 L  link_922
 L  link_923
 L  link_924
 L  link_925
 L  link_926
 L  link_927
 L  link_928
 L  link_929
 L  link_930
 L  link_931
 L  link_932
 L  link_933
 L  link_934
 L  link_935
 L  link_936
 L  link_937
 L  link_938
 L  link_939
 L  link_940
 L  link_941
 L  link_942
 L  link_943
 L  link_944
 L  link_945
 L  link_946
 L  link_947
 L  link_948
 L  link_949
 L  link_950
 L  link_951
 L  link_952
 L  link_953
 L  link_954
 L  link_955
 L  link_956
 L  link_957
 L  link_958
 L  link_959
 L  kv_0
 L  load_0
 L  kv_1
 L  load_1
 L  kv_2
 L  load_2
 L  kv_3
 L  load_3
 L  kv_4
 L  load_4
 L  kv_5
 L  load_5
 L  kv_6
 L  load_6
 L  kv_7
 L  load_7
 E  blind
COLUMNS
    MARK      'MARKER'                 'INTORG'
    a_0       share_0   -1.000000000000e+00
    a_0       dest_0    -4.000000000000e+00
    a_0       blind      1.688230926227e+02
    a_0       J         -1.465101104509e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_1       share_1   -1.000000000000e+00
    a_1       dest_1    -4.000000000000e+00
    a_1       blind      3.637247612301e+02
    a_1       J         -3.378576869301e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_10      share_10  -1.000000000000e+00
    a_10      dest_10   -4.000000000000e+00
    a_10      blind      1.231567385452e+02
    a_10      J         -8.459908063871e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_100     share_100  -1.000000000000e+00
    a_100     dest_100  -4.000000000000e+00
    a_100     blind      3.324844180803e+02
    a_100     J         -3.185874727060e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_101     share_101  -1.000000000000e+00
    a_101     dest_101  -4.000000000000e+00
    a_101     blind      1.392481002868e+02
    a_101     J         -1.115181777369e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_102     share_102  -1.000000000000e+00
    a_102     dest_102  -4.000000000000e+00
    a_102     blind      3.702859089874e+02
    a_102     J         -3.318339585991e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_103     share_103  -1.000000000000e+00
    a_103     dest_103  -4.000000000000e+00
    a_103     blind      4.391602814772e+02
    a_103     J         -4.093571933452e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_104     share_104  -1.000000000000e+00
    a_104     dest_104  -4.000000000000e+00
    a_104     blind      7.508019115524e+03
    a_104     J         -6.798448982001e+03
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_105     share_105  -1.000000000000e+00
    a_105     dest_105  -4.000000000000e+00
    a_105     blind      9.549805832578e+02
    a_105     J         -8.898799208457e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_106     share_106  -1.000000000000e+00
    a_106     dest_106  -4.000000000000e+00
    a_106     blind      3.586371421592e+02
    a_106     J         -3.537760965577e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_107     share_107  -1.000000000000e+00
    a_107     dest_107  -4.000000000000e+00
    a_107     blind      4.793942236266e+02
    a_107     J         -4.616028462349e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_108     share_108  -1.000000000000e+00
    a_108     dest_108  -4.000000000000e+00
    a_108     blind      5.995259094148e+02
    a_108     J         -5.627183874008e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_109     share_109  -1.000000000000e+00
    a_109     dest_109  -4.000000000000e+00
    a_109     blind      5.935610511589e+02
    a_109     J         -5.349004072848e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_11      share_11  -1.000000000000e+00
    a_11      dest_11   -4.000000000000e+00
    a_11      blind      1.850175729172e+02
    a_11      J         -1.654315916632e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_110     share_110  -1.000000000000e+00
    a_110     dest_110  -4.000000000000e+00
    a_110     blind      4.878015898137e+02
    a_110     J         -4.743056958441e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_111     share_111  -1.000000000000e+00
    a_111     dest_111  -4.000000000000e+00
    a_111     blind      1.038125484728e+02
    a_111     J         -8.491150516463e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_112     share_112  -1.000000000000e+00
    a_112     dest_112  -4.000000000000e+00
    a_112     blind      8.055354823613e+02
    a_112     J         -7.078012922919e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_113     share_113  -1.000000000000e+00
    a_113     dest_113  -4.000000000000e+00
    a_113     blind      5.268339114145e+02
    a_113     J         -4.737033821556e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_114     share_114  -1.000000000000e+00
    a_114     dest_114  -4.000000000000e+00
    a_114     blind      5.470988563311e+02
    a_114     J         -5.043349695150e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_115     share_115  -1.000000000000e+00
    a_115     dest_115  -4.000000000000e+00
    a_115     blind      1.224665041769e+02
    a_115     J         -1.177419080767e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_116     share_116  -1.000000000000e+00
    a_116     dest_116  -4.000000000000e+00
    a_116     blind      1.749275825702e+02
    a_116     J         -1.702681720755e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_117     share_117  -1.000000000000e+00
    a_117     dest_117  -4.000000000000e+00
    a_117     blind      4.523337740032e+02
    a_117     J         -4.382982798374e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_118     share_118  -1.000000000000e+00
    a_118     dest_118  -4.000000000000e+00
    a_118     blind      1.878631281994e+02
    a_118     J         -1.820781988863e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_119     share_119  -1.000000000000e+00
    a_119     dest_119  -4.000000000000e+00
    a_119     blind      3.067923618247e+02
    a_119     J         -2.814127357063e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_12      share_12  -1.000000000000e+00
    a_12      dest_12   -4.000000000000e+00
    a_12      blind      1.104394596810e+03
    a_12      J         -1.006963018061e+03
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_13      share_13  -1.000000000000e+00
    a_13      dest_13   -4.000000000000e+00
    a_13      blind      1.165226937172e+02
    a_13      J         -1.127680735863e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_14      share_14  -1.000000000000e+00
    a_14      dest_14   -4.000000000000e+00
    a_14      blind      4.544234932417e+03
    a_14      J         -4.426880228280e+03
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_15      share_15  -1.000000000000e+00
    a_15      dest_15   -4.000000000000e+00
    a_15      blind      3.988395348851e+02
    a_15      J         -3.579780335169e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_16      share_16  -1.000000000000e+00
    a_16      dest_16   -4.000000000000e+00
    a_16      blind      7.199819245203e+03
    a_16      J         -6.797219846590e+03
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_17      share_17  -1.000000000000e+00
    a_17      dest_17   -4.000000000000e+00
    a_17      blind      4.977438988104e+02
    a_17      J         -4.865782452794e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_18      share_18  -1.000000000000e+00
    a_18      dest_18   -4.000000000000e+00
    a_18      blind      4.675579214670e+02
    a_18      J         -4.091131812836e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_19      share_19  -1.000000000000e+00
    a_19      dest_19   -4.000000000000e+00
    a_19      blind      2.140995939144e+03
    a_19      J         -2.103518099698e+03
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_2       share_2   -1.000000000000e+00
    a_2       dest_2    -4.000000000000e+00
    a_2       blind      2.097891931275e+02
    a_2       J         -1.598393852400e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_20      share_20  -1.000000000000e+00
    a_20      dest_20   -4.000000000000e+00
    a_20      blind      4.116594417667e+03
    a_20      J         -3.883201412422e+03
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_21      share_21  -1.000000000000e+00
    a_21      dest_21   -4.000000000000e+00
    a_21      blind      8.486658556643e+02
    a_21      J         -8.336717592744e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_22      share_22  -1.000000000000e+00
    a_22      dest_22   -4.000000000000e+00
    a_22      blind      1.688294733684e+03
    a_22      J         -1.493660859847e+03
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_23      share_23  -1.000000000000e+00
    a_23      dest_23   -4.000000000000e+00
    a_23      blind      1.163517691695e+03
    a_23      J         -1.118373205258e+03
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_24      share_24  -1.000000000000e+00
    a_24      dest_24   -4.000000000000e+00
    a_24      blind      8.316423327917e+02
    a_24      J         -7.928991558424e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_25      share_25  -1.000000000000e+00
    a_25      dest_25   -4.000000000000e+00
    a_25      blind      3.778877754705e+02
    a_25      J         -3.747849397923e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_26      share_26  -1.000000000000e+00
    a_26      dest_26   -4.000000000000e+00
    a_26      blind      1.377585818464e+02
    a_26      J         -1.310646789257e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_27      share_27  -1.000000000000e+00
    a_27      dest_27   -4.000000000000e+00
    a_27      blind      1.232162767374e+02
    a_27      J         -1.170261854417e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_28      share_28  -1.000000000000e+00
    a_28      dest_28   -4.000000000000e+00
    a_28      blind      6.586946943548e+02
    a_28      J         -5.377680226050e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_29      share_29  -1.000000000000e+00
    a_29      dest_29   -4.000000000000e+00
    a_29      blind      1.976989795823e+02
    a_29      J         -1.790529517922e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_3       share_3   -1.000000000000e+00
    a_3       dest_3    -4.000000000000e+00
    a_3       blind      3.020905364041e+02
    a_3       J         -2.861332665941e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_30      share_30  -1.000000000000e+00
    a_30      dest_30   -4.000000000000e+00
    a_30      blind      8.231593950048e+02
    a_30      J         -7.546222727841e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_31      share_31  -1.000000000000e+00
    a_31      dest_31   -4.000000000000e+00
    a_31      blind      4.556324247603e+02
    a_31      J         -4.151474384116e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_32      share_32  -1.000000000000e+00
    a_32      dest_32   -4.000000000000e+00
    a_32      blind      1.974283265853e+02
    a_32      J         -1.572145098542e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_33      share_33  -1.000000000000e+00
    a_33      dest_33   -4.000000000000e+00
    a_33      blind      6.509043454438e+02
    a_33      J         -5.840460225538e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_34      share_34  -1.000000000000e+00
    a_34      dest_34   -4.000000000000e+00
    a_34      blind      2.536326123270e+02
    a_34      J         -2.244023067808e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_35      share_35  -1.000000000000e+00
    a_35      dest_35   -4.000000000000e+00
    a_35      blind      2.538791269683e+03
    a_35      J         -2.307769427458e+03
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_36      share_36  -1.000000000000e+00
    a_36      dest_36   -4.000000000000e+00
    a_36      blind      5.173430350072e+02
    a_36      J         -5.110042419298e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_37      share_37  -1.000000000000e+00
    a_37      dest_37   -4.000000000000e+00
    a_37      blind      2.425354760230e+02
    a_37      J         -2.376028665721e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_38      share_38  -1.000000000000e+00
    a_38      dest_38   -4.000000000000e+00
    a_38      blind      3.152322938901e+02
    a_38      J         -3.045179378337e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_39      share_39  -1.000000000000e+00
    a_39      dest_39   -4.000000000000e+00
    a_39      blind      3.388860228814e+02
    a_39      J         -3.338394845024e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_4       share_4   -1.000000000000e+00
    a_4       dest_4    -4.000000000000e+00
    a_4       blind      1.261384497454e+02
    a_4       J         -1.153143346866e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_40      share_40  -1.000000000000e+00
    a_40      dest_40   -4.000000000000e+00
    a_40      blind      1.053138662469e+03
    a_40      J         -9.524316082758e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_41      share_41  -1.000000000000e+00
    a_41      dest_41   -4.000000000000e+00
    a_41      blind      1.052422963996e+03
    a_41      J         -1.007152225952e+03
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_42      share_42  -1.000000000000e+00
    a_42      dest_42   -4.000000000000e+00
    a_42      blind      6.909679834695e+02
    a_42      J         -6.564379513344e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_43      share_43  -1.000000000000e+00
    a_43      dest_43   -4.000000000000e+00
    a_43      blind      3.751196741224e+02
    a_43      J         -3.366556263189e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_44      share_44  -1.000000000000e+00
    a_44      dest_44   -4.000000000000e+00
    a_44      blind      1.947546470872e+02
    a_44      J         -1.874784400816e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_45      share_45  -1.000000000000e+00
    a_45      dest_45   -4.000000000000e+00
    a_45      blind      4.908223961745e+02
    a_45      J         -4.260452543538e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_46      share_46  -1.000000000000e+00
    a_46      dest_46   -4.000000000000e+00
    a_46      blind      3.086383201317e+02
    a_46      J         -2.740214735650e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_47      share_47  -1.000000000000e+00
    a_47      dest_47   -4.000000000000e+00
    a_47      blind      2.056456083424e+02
    a_47      J         -1.837684159655e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_48      share_48  -1.000000000000e+00
    a_48      dest_48   -4.000000000000e+00
    a_48      blind      4.009443822556e+02
    a_48      J         -3.962236870171e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_49      share_49  -1.000000000000e+00
    a_49      dest_49   -4.000000000000e+00
    a_49      blind      5.304763688834e+02
    a_49      J         -5.120980735001e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_5       share_5   -1.000000000000e+00
    a_5       dest_5    -4.000000000000e+00
    a_5       blind      1.156919455136e+03
    a_5       J         -1.022171039065e+03
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_50      share_50  -1.000000000000e+00
    a_50      dest_50   -4.000000000000e+00
    a_50      blind      1.353119315618e+03
    a_50      J         -1.269315256339e+03
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_51      share_51  -1.000000000000e+00
    a_51      dest_51   -4.000000000000e+00
    a_51      blind      4.089734274156e+02
    a_51      J         -4.011203523017e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_52      share_52  -1.000000000000e+00
    a_52      dest_52   -4.000000000000e+00
    a_52      blind      1.165299043252e+03
    a_52      J         -1.119893174900e+03
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_53      share_53  -1.000000000000e+00
    a_53      dest_53   -4.000000000000e+00
    a_53      blind      1.988413506298e+03
    a_53      J         -1.968643429372e+03
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_54      share_54  -1.000000000000e+00
    a_54      dest_54   -4.000000000000e+00
    a_54      blind      1.042103712366e+03
    a_54      J         -1.030170167856e+03
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_55      share_55  -1.000000000000e+00
    a_55      dest_55   -4.000000000000e+00
    a_55      blind      4.102691554187e+02
    a_55      J         -3.991733952888e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_56      share_56  -1.000000000000e+00
    a_56      dest_56   -4.000000000000e+00
    a_56      blind      2.267686211409e+02
    a_56      J         -2.138484148254e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_57      share_57  -1.000000000000e+00
    a_57      dest_57   -4.000000000000e+00
    a_57      blind      1.033735159838e+02
    a_57      J         -8.651913837778e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_58      share_58  -1.000000000000e+00
    a_58      dest_58   -4.000000000000e+00
    a_58      blind      4.658069380630e+02
    a_58      J         -4.154291094105e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_59      share_59  -1.000000000000e+00
    a_59      dest_59   -4.000000000000e+00
    a_59      blind      1.122241399616e+02
    a_59      J         -1.031898480445e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_6       share_6   -1.000000000000e+00
    a_6       dest_6    -4.000000000000e+00
    a_6       blind      3.207395584518e+03
    a_6       J         -3.037492345786e+03
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_60      share_60  -1.000000000000e+00
    a_60      dest_60   -4.000000000000e+00
    a_60      blind      4.067507405073e+02
    a_60      J         -3.960683978273e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_61      share_61  -1.000000000000e+00
    a_61      dest_61   -4.000000000000e+00
    a_61      blind      8.811423679494e+03
    a_61      J         -7.934473900132e+03
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_62      share_62  -1.000000000000e+00
    a_62      dest_62   -4.000000000000e+00
    a_62      blind      3.978703241548e+02
    a_62      J         -3.933889841263e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_63      share_63  -1.000000000000e+00
    a_63      dest_63   -4.000000000000e+00
    a_63      blind      4.920580841119e+02
    a_63      J         -4.777232697552e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_64      share_64  -1.000000000000e+00
    a_64      dest_64   -4.000000000000e+00
    a_64      blind      5.568941891658e+02
    a_64      J         -5.104996718265e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_65      share_65  -1.000000000000e+00
    a_65      dest_65   -4.000000000000e+00
    a_65      blind      4.329068565390e+02
    a_65      J         -3.940109079351e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_66      share_66  -1.000000000000e+00
    a_66      dest_66   -4.000000000000e+00
    a_66      blind      1.190908922643e+02
    a_66      J         -1.070456393088e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_67      share_67  -1.000000000000e+00
    a_67      dest_67   -4.000000000000e+00
    a_67      blind      3.624367271277e+02
    a_67      J         -3.571853561449e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_68      share_68  -1.000000000000e+00
    a_68      dest_68   -4.000000000000e+00
    a_68      blind      3.002850819416e+02
    a_68      J         -2.813880856346e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_69      share_69  -1.000000000000e+00
    a_69      dest_69   -4.000000000000e+00
    a_69      blind      2.510673274764e+02
    a_69      J         -2.335474593576e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_7       share_7   -1.000000000000e+00
    a_7       dest_7    -4.000000000000e+00
    a_7       blind      3.066597069141e+02
    a_7       J         -3.024134901010e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_70      share_70  -1.000000000000e+00
    a_70      dest_70   -4.000000000000e+00
    a_70      blind      1.237463981065e+03
    a_70      J         -1.149524062861e+03
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_71      share_71  -1.000000000000e+00
    a_71      dest_71   -4.000000000000e+00
    a_71      blind      1.191242293365e+02
    a_71      J         -1.039145187875e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_72      share_72  -1.000000000000e+00
    a_72      dest_72   -4.000000000000e+00
    a_72      blind      2.728171494024e+02
    a_72      J         -2.690462919854e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_73      share_73  -1.000000000000e+00
    a_73      dest_73   -4.000000000000e+00
    a_73      blind      1.379480390479e+02
    a_73      J         -1.110688108409e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_74      share_74  -1.000000000000e+00
    a_74      dest_74   -4.000000000000e+00
    a_74      blind      9.218215226464e+02
    a_74      J         -8.353450355123e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_75      share_75  -1.000000000000e+00
    a_75      dest_75   -4.000000000000e+00
    a_75      blind      1.740602662560e+03
    a_75      J         -1.673018822915e+03
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_76      share_76  -1.000000000000e+00
    a_76      dest_76   -4.000000000000e+00
    a_76      blind      6.447147751241e+02
    a_76      J         -6.351251960890e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_77      share_77  -1.000000000000e+00
    a_77      dest_77   -4.000000000000e+00
    a_77      blind      2.134733602367e+02
    a_77      J         -1.975820430974e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_78      share_78  -1.000000000000e+00
    a_78      dest_78   -4.000000000000e+00
    a_78      blind      6.352329869021e+04
    a_78      J         -6.278484234961e+04
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_79      share_79  -1.000000000000e+00
    a_79      dest_79   -4.000000000000e+00
    a_79      blind      3.635110122852e+02
    a_79      J         -3.386889431621e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_8       share_8   -1.000000000000e+00
    a_8       dest_8    -4.000000000000e+00
    a_8       blind      2.712168092015e+02
    a_8       J         -2.156317387644e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_80      share_80  -1.000000000000e+00
    a_80      dest_80   -4.000000000000e+00
    a_80      blind      4.537274085687e+02
    a_80      J         -4.256692894230e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_81      share_81  -1.000000000000e+00
    a_81      dest_81   -4.000000000000e+00
    a_81      blind      2.006175871167e+02
    a_81      J         -1.981460875303e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_82      share_82  -1.000000000000e+00
    a_82      dest_82   -4.000000000000e+00
    a_82      blind      1.980910712171e+02
    a_82      J         -1.714187102322e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_83      share_83  -1.000000000000e+00
    a_83      dest_83   -4.000000000000e+00
    a_83      blind      4.611630467716e+02
    a_83      J         -4.090542279274e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_84      share_84  -1.000000000000e+00
    a_84      dest_84   -4.000000000000e+00
    a_84      blind      2.561095192672e+03
    a_84      J         -2.387376275696e+03
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_85      share_85  -1.000000000000e+00
    a_85      dest_85   -4.000000000000e+00
    a_85      blind      3.859532337705e+03
    a_85      J         -3.290989330451e+03
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_86      share_86  -1.000000000000e+00
    a_86      dest_86   -4.000000000000e+00
    a_86      blind      4.989615503724e+02
    a_86      J         -4.733737785584e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_87      share_87  -1.000000000000e+00
    a_87      dest_87   -4.000000000000e+00
    a_87      blind      9.454986379601e+02
    a_87      J         -9.261188522131e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_88      share_88  -1.000000000000e+00
    a_88      dest_88   -4.000000000000e+00
    a_88      blind      1.337566710499e+04
    a_88      J         -1.317345937160e+04
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_89      share_89  -1.000000000000e+00
    a_89      dest_89   -4.000000000000e+00
    a_89      blind      2.903894457555e+03
    a_89      J         -2.864243724754e+03
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_9       share_9   -1.000000000000e+00
    a_9       dest_9    -4.000000000000e+00
    a_9       blind      4.673551163304e+02
    a_9       J         -4.285224025828e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_90      share_90  -1.000000000000e+00
    a_90      dest_90   -4.000000000000e+00
    a_90      blind      2.028520022524e+03
    a_90      J         -1.751425907342e+03
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_91      share_91  -1.000000000000e+00
    a_91      dest_91   -4.000000000000e+00
    a_91      blind      2.039817224207e+02
    a_91      J         -1.838440376434e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_92      share_92  -1.000000000000e+00
    a_92      dest_92   -4.000000000000e+00
    a_92      blind      2.580871701908e+02
    a_92      J         -2.292194922063e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_93      share_93  -1.000000000000e+00
    a_93      dest_93   -4.000000000000e+00
    a_93      blind      6.113647352903e+01
    a_93      J         -5.048048552840e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_94      share_94  -1.000000000000e+00
    a_94      dest_94   -4.000000000000e+00
    a_94      blind      6.641455674585e+02
    a_94      J         -6.017553169164e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_95      share_95  -1.000000000000e+00
    a_95      dest_95   -4.000000000000e+00
    a_95      blind      4.522942007022e+03
    a_95      J         -4.479308649249e+03
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_96      share_96  -1.000000000000e+00
    a_96      dest_96   -4.000000000000e+00
    a_96      blind      2.834141549666e+02
    a_96      J         -2.712885174297e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_97      share_97  -1.000000000000e+00
    a_97      dest_97   -4.000000000000e+00
    a_97      blind      2.876591733661e+02
    a_97      J         -2.788961646655e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_98      share_98  -1.000000000000e+00
    a_98      dest_98   -4.000000000000e+00
    a_98      blind      9.510462434313e+02
    a_98      J         -8.766388484866e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_99      share_99  -1.000000000000e+00
    a_99      dest_99   -4.000000000000e+00
    a_99      blind      1.284214866870e+02
    a_99      J         -1.123688008511e+02
    MARK      'MARKER'                 'INTEND'
    b_0       load_0     1.000000000000e+00
    b_0       blind      1.000000000000e+00
    b_1       load_1     1.000000000000e+00
    b_1       blind      1.000000000000e+00
    b_2       load_2     1.000000000000e+00
    b_2       blind      1.000000000000e+00
    b_3       load_3     1.000000000000e+00
    b_3       blind      1.000000000000e+00
    b_4       load_4     1.000000000000e+00
    b_4       blind      1.000000000000e+00
    b_5       load_5     1.000000000000e+00
    b_5       blind      1.000000000000e+00
    b_6       load_6     1.000000000000e+00
    b_6       blind      1.000000000000e+00
    b_7       load_7     1.000000000000e+00
    b_7       blind      1.000000000000e+00
    s_0       load_0    -1.000000000000e+00
    s_0       J          1.000000000000e+03
    s_1       load_1    -1.000000000000e+00
    s_1       J          1.000000000000e+03
    s_2       load_2    -1.000000000000e+00
    s_2       J          1.000000000000e+03
    s_3       load_3    -1.000000000000e+00
    s_3       J          1.000000000000e+03
    s_4       load_4    -1.000000000000e+00
    s_4       J          1.000000000000e+03
    s_5       load_5    -1.000000000000e+00
    s_5       J          1.000000000000e+03
    s_6       load_6    -1.000000000000e+00
    s_6       J          1.000000000000e+03
    s_7       load_7    -1.000000000000e+00
    s_7       J          1.000000000000e+03
    x_0_0     share_0    1.000000000000e+00
    x_0_0     link_0     1.000000000000e+00
    x_0_0     load_0     2.231298217182e+01
    x_0_1     share_0    1.000000000000e+00
    x_0_1     link_1     1.000000000000e+00
    x_0_1     load_1     2.231298217182e+01
    x_0_2     share_0    1.000000000000e+00
    x_0_2     link_2     1.000000000000e+00
    x_0_2     load_2     2.231298217182e+01
    x_0_3     share_0    1.000000000000e+00
    x_0_3     link_3     1.000000000000e+00
    x_0_3     load_3     2.231298217182e+01
    x_0_4     share_0    1.000000000000e+00
    x_0_4     link_4     1.000000000000e+00
    x_0_4     load_4     2.231298217182e+01
    x_0_5     share_0    1.000000000000e+00
    x_0_5     link_5     1.000000000000e+00
    x_0_5     load_5     2.231298217182e+01
    x_0_6     share_0    1.000000000000e+00
    x_0_6     link_6     1.000000000000e+00
    x_0_6     load_6     2.231298217182e+01
    x_0_7     share_0    1.000000000000e+00
    x_0_7     link_7     1.000000000000e+00
    x_0_7     load_7     2.231298217182e+01
    x_100_0   share_100   1.000000000000e+00
    x_100_0   link_800   1.000000000000e+00
    x_100_0   load_0     1.389694537431e+01
    x_100_1   share_100   1.000000000000e+00
    x_100_1   link_801   1.000000000000e+00
    x_100_1   load_1     1.389694537431e+01
    x_100_2   share_100   1.000000000000e+00
    x_100_2   link_802   1.000000000000e+00
    x_100_2   load_2     1.389694537431e+01
    x_100_3   share_100   1.000000000000e+00
    x_100_3   link_803   1.000000000000e+00
    x_100_3   load_3     1.389694537431e+01
    x_100_4   share_100   1.000000000000e+00
    x_100_4   link_804   1.000000000000e+00
    x_100_4   load_4     1.389694537431e+01
    x_100_5   share_100   1.000000000000e+00
    x_100_5   link_805   1.000000000000e+00
    x_100_5   load_5     1.389694537431e+01
    x_100_6   share_100   1.000000000000e+00
    x_100_6   link_806   1.000000000000e+00
    x_100_6   load_6     1.389694537431e+01
    x_100_7   share_100   1.000000000000e+00
    x_100_7   link_807   1.000000000000e+00
    x_100_7   load_7     1.389694537431e+01
    x_101_0   share_101   1.000000000000e+00
    x_101_0   link_808   1.000000000000e+00
    x_101_0   load_0     2.772992254995e+01
    x_101_1   share_101   1.000000000000e+00
    x_101_1   link_809   1.000000000000e+00
    x_101_1   load_1     2.772992254995e+01
    x_101_2   share_101   1.000000000000e+00
    x_101_2   link_810   1.000000000000e+00
    x_101_2   load_2     2.772992254995e+01
    x_101_3   share_101   1.000000000000e+00
    x_101_3   link_811   1.000000000000e+00
    x_101_3   load_3     2.772992254995e+01
    x_101_4   share_101   1.000000000000e+00
    x_101_4   link_812   1.000000000000e+00
    x_101_4   load_4     2.772992254995e+01
    x_101_5   share_101   1.000000000000e+00
    x_101_5   link_813   1.000000000000e+00
    x_101_5   load_5     2.772992254995e+01
    x_101_6   share_101   1.000000000000e+00
    x_101_6   link_814   1.000000000000e+00
    x_101_6   load_6     2.772992254995e+01
    x_101_7   share_101   1.000000000000e+00
    x_101_7   link_815   1.000000000000e+00
    x_101_7   load_7     2.772992254995e+01
    x_102_0   share_102   1.000000000000e+00
    x_102_0   link_816   1.000000000000e+00
    x_102_0   load_0     3.845195038825e+01
    x_102_1   share_102   1.000000000000e+00
    x_102_1   link_817   1.000000000000e+00
    x_102_1   load_1     3.845195038825e+01
    x_102_2   share_102   1.000000000000e+00
    x_102_2   link_818   1.000000000000e+00
    x_102_2   load_2     3.845195038825e+01
    x_102_3   share_102   1.000000000000e+00
    x_102_3   link_819   1.000000000000e+00
    x_102_3   load_3     3.845195038825e+01
    x_102_4   share_102   1.000000000000e+00
    x_102_4   link_820   1.000000000000e+00
    x_102_4   load_4     3.845195038825e+01
    x_102_5   share_102   1.000000000000e+00
    x_102_5   link_821   1.000000000000e+00
    x_102_5   load_5     3.845195038825e+01
    x_102_6   share_102   1.000000000000e+00
    x_102_6   link_822   1.000000000000e+00
    x_102_6   load_6     3.845195038825e+01
    x_102_7   share_102   1.000000000000e+00
    x_102_7   link_823   1.000000000000e+00
    x_102_7   load_7     3.845195038825e+01
    x_103_0   share_103   1.000000000000e+00
    x_103_0   link_824   1.000000000000e+00
    x_103_0   load_0     2.980308813196e+01
    x_103_1   share_103   1.000000000000e+00
    x_103_1   link_825   1.000000000000e+00
    x_103_1   load_1     2.980308813196e+01
    x_103_2   share_103   1.000000000000e+00
    x_103_2   link_826   1.000000000000e+00
    x_103_2   load_2     2.980308813196e+01
    x_103_3   share_103   1.000000000000e+00
    x_103_3   link_827   1.000000000000e+00
    x_103_3   load_3     2.980308813196e+01
    x_103_4   share_103   1.000000000000e+00
    x_103_4   link_828   1.000000000000e+00
    x_103_4   load_4     2.980308813196e+01
    x_103_5   share_103   1.000000000000e+00
    x_103_5   link_829   1.000000000000e+00
    x_103_5   load_5     2.980308813196e+01
    x_103_6   share_103   1.000000000000e+00
    x_103_6   link_830   1.000000000000e+00
    x_103_6   load_6     2.980308813196e+01
    x_103_7   share_103   1.000000000000e+00
    x_103_7   link_831   1.000000000000e+00
    x_103_7   load_7     2.980308813196e+01
    x_104_0   share_104   1.000000000000e+00
    x_104_0   link_832   1.000000000000e+00
    x_104_0   load_0     7.095701335234e+02
    x_104_1   share_104   1.000000000000e+00
    x_104_1   link_833   1.000000000000e+00
    x_104_1   load_1     7.095701335234e+02
    x_104_2   share_104   1.000000000000e+00
    x_104_2   link_834   1.000000000000e+00
    x_104_2   load_2     7.095701335234e+02
    x_104_3   share_104   1.000000000000e+00
    x_104_3   link_835   1.000000000000e+00
    x_104_3   load_3     7.095701335234e+02
    x_104_4   share_104   1.000000000000e+00
    x_104_4   link_836   1.000000000000e+00
    x_104_4   load_4     7.095701335234e+02
    x_104_5   share_104   1.000000000000e+00
    x_104_5   link_837   1.000000000000e+00
    x_104_5   load_5     7.095701335234e+02
    x_104_6   share_104   1.000000000000e+00
    x_104_6   link_838   1.000000000000e+00
    x_104_6   load_6     7.095701335234e+02
    x_104_7   share_104   1.000000000000e+00
    x_104_7   link_839   1.000000000000e+00
    x_104_7   load_7     7.095701335234e+02
    x_105_0   share_105   1.000000000000e+00
    x_105_0   link_840   1.000000000000e+00
    x_105_0   load_0     6.510066241210e+01
    x_105_1   share_105   1.000000000000e+00
    x_105_1   link_841   1.000000000000e+00
    x_105_1   load_1     6.510066241210e+01
    x_105_2   share_105   1.000000000000e+00
    x_105_2   link_842   1.000000000000e+00
    x_105_2   load_2     6.510066241210e+01
    x_105_3   share_105   1.000000000000e+00
    x_105_3   link_843   1.000000000000e+00
    x_105_3   load_3     6.510066241210e+01
    x_105_4   share_105   1.000000000000e+00
    x_105_4   link_844   1.000000000000e+00
    x_105_4   load_4     6.510066241210e+01
    x_105_5   share_105   1.000000000000e+00
    x_105_5   link_845   1.000000000000e+00
    x_105_5   load_5     6.510066241210e+01
    x_105_6   share_105   1.000000000000e+00
    x_105_6   link_846   1.000000000000e+00
    x_105_6   load_6     6.510066241210e+01
    x_105_7   share_105   1.000000000000e+00
    x_105_7   link_847   1.000000000000e+00
    x_105_7   load_7     6.510066241210e+01
    x_106_0   share_106   1.000000000000e+00
    x_106_0   link_848   1.000000000000e+00
    x_106_0   load_0     4.861045601556e+00
    x_106_1   share_106   1.000000000000e+00
    x_106_1   link_849   1.000000000000e+00
    x_106_1   load_1     4.861045601556e+00
    x_106_2   share_106   1.000000000000e+00
    x_106_2   link_850   1.000000000000e+00
    x_106_2   load_2     4.861045601556e+00
    x_106_3   share_106   1.000000000000e+00
    x_106_3   link_851   1.000000000000e+00
    x_106_3   load_3     4.861045601556e+00
    x_106_4   share_106   1.000000000000e+00
    x_106_4   link_852   1.000000000000e+00
    x_106_4   load_4     4.861045601556e+00
    x_106_5   share_106   1.000000000000e+00
    x_106_5   link_853   1.000000000000e+00
    x_106_5   load_5     4.861045601556e+00
    x_106_6   share_106   1.000000000000e+00
    x_106_6   link_854   1.000000000000e+00
    x_106_6   load_6     4.861045601556e+00
    x_106_7   share_106   1.000000000000e+00
    x_106_7   link_855   1.000000000000e+00
    x_106_7   load_7     4.861045601556e+00
    x_107_0   share_107   1.000000000000e+00
    x_107_0   link_856   1.000000000000e+00
    x_107_0   load_0     1.779137739177e+01
    x_107_1   share_107   1.000000000000e+00
    x_107_1   link_857   1.000000000000e+00
    x_107_1   load_1     1.779137739177e+01
    x_107_2   share_107   1.000000000000e+00
    x_107_2   link_858   1.000000000000e+00
    x_107_2   load_2     1.779137739177e+01
    x_107_3   share_107   1.000000000000e+00
    x_107_3   link_859   1.000000000000e+00
    x_107_3   load_3     1.779137739177e+01
    x_107_4   share_107   1.000000000000e+00
    x_107_4   link_860   1.000000000000e+00
    x_107_4   load_4     1.779137739177e+01
    x_107_5   share_107   1.000000000000e+00
    x_107_5   link_861   1.000000000000e+00
    x_107_5   load_5     1.779137739177e+01
    x_107_6   share_107   1.000000000000e+00
    x_107_6   link_862   1.000000000000e+00
    x_107_6   load_6     1.779137739177e+01
    x_107_7   share_107   1.000000000000e+00
    x_107_7   link_863   1.000000000000e+00
    x_107_7   load_7     1.779137739177e+01
    x_108_0   share_108   1.000000000000e+00
    x_108_0   link_864   1.000000000000e+00
    x_108_0   load_0     3.680752201402e+01
    x_108_1   share_108   1.000000000000e+00
    x_108_1   link_865   1.000000000000e+00
    x_108_1   load_1     3.680752201402e+01
    x_108_2   share_108   1.000000000000e+00
    x_108_2   link_866   1.000000000000e+00
    x_108_2   load_2     3.680752201402e+01
    x_108_3   share_108   1.000000000000e+00
    x_108_3   link_867   1.000000000000e+00
    x_108_3   load_3     3.680752201402e+01
    x_108_4   share_108   1.000000000000e+00
    x_108_4   link_868   1.000000000000e+00
    x_108_4   load_4     3.680752201402e+01
    x_108_5   share_108   1.000000000000e+00
    x_108_5   link_869   1.000000000000e+00
    x_108_5   load_5     3.680752201402e+01
    x_108_6   share_108   1.000000000000e+00
    x_108_6   link_870   1.000000000000e+00
    x_108_6   load_6     3.680752201402e+01
    x_108_7   share_108   1.000000000000e+00
    x_108_7   link_871   1.000000000000e+00
    x_108_7   load_7     3.680752201402e+01
    x_109_0   share_109   1.000000000000e+00
    x_109_0   link_872   1.000000000000e+00
    x_109_0   load_0     5.866064387409e+01
    x_109_1   share_109   1.000000000000e+00
    x_109_1   link_873   1.000000000000e+00
    x_109_1   load_1     5.866064387409e+01
    x_109_2   share_109   1.000000000000e+00
    x_109_2   link_874   1.000000000000e+00
    x_109_2   load_2     5.866064387409e+01
    x_109_3   share_109   1.000000000000e+00
    x_109_3   link_875   1.000000000000e+00
    x_109_3   load_3     5.866064387409e+01
    x_109_4   share_109   1.000000000000e+00
    x_109_4   link_876   1.000000000000e+00
    x_109_4   load_4     5.866064387409e+01
    x_109_5   share_109   1.000000000000e+00
    x_109_5   link_877   1.000000000000e+00
    x_109_5   load_5     5.866064387409e+01
    x_109_6   share_109   1.000000000000e+00
    x_109_6   link_878   1.000000000000e+00
    x_109_6   load_6     5.866064387409e+01
    x_109_7   share_109   1.000000000000e+00
    x_109_7   link_879   1.000000000000e+00
    x_109_7   load_7     5.866064387409e+01
    x_10_0    share_10   1.000000000000e+00
    x_10_0    link_80    1.000000000000e+00
    x_10_0    load_0     3.855765790649e+01
    x_10_1    share_10   1.000000000000e+00
    x_10_1    link_81    1.000000000000e+00
    x_10_1    load_1     3.855765790649e+01
    x_10_2    share_10   1.000000000000e+00
    x_10_2    link_82    1.000000000000e+00
    x_10_2    load_2     3.855765790649e+01
    x_10_3    share_10   1.000000000000e+00
    x_10_3    link_83    1.000000000000e+00
    x_10_3    load_3     3.855765790649e+01
    x_10_4    share_10   1.000000000000e+00
    x_10_4    link_84    1.000000000000e+00
    x_10_4    load_4     3.855765790649e+01
    x_10_5    share_10   1.000000000000e+00
    x_10_5    link_85    1.000000000000e+00
    x_10_5    load_5     3.855765790649e+01
    x_10_6    share_10   1.000000000000e+00
    x_10_6    link_86    1.000000000000e+00
    x_10_6    load_6     3.855765790649e+01
    x_10_7    share_10   1.000000000000e+00
    x_10_7    link_87    1.000000000000e+00
    x_10_7    load_7     3.855765790649e+01
    x_110_0   share_110   1.000000000000e+00
    x_110_0   link_880   1.000000000000e+00
    x_110_0   load_0     1.349589396964e+01
    x_110_1   share_110   1.000000000000e+00
    x_110_1   link_881   1.000000000000e+00
    x_110_1   load_1     1.349589396964e+01
    x_110_2   share_110   1.000000000000e+00
    x_110_2   link_882   1.000000000000e+00
    x_110_2   load_2     1.349589396964e+01
    x_110_3   share_110   1.000000000000e+00
    x_110_3   link_883   1.000000000000e+00
    x_110_3   load_3     1.349589396964e+01
    x_110_4   share_110   1.000000000000e+00
    x_110_4   link_884   1.000000000000e+00
    x_110_4   load_4     1.349589396964e+01
    x_110_5   share_110   1.000000000000e+00
    x_110_5   link_885   1.000000000000e+00
    x_110_5   load_5     1.349589396964e+01
    x_110_6   share_110   1.000000000000e+00
    x_110_6   link_886   1.000000000000e+00
    x_110_6   load_6     1.349589396964e+01
    x_110_7   share_110   1.000000000000e+00
    x_110_7   link_887   1.000000000000e+00
    x_110_7   load_7     1.349589396964e+01
    x_111_0   share_111   1.000000000000e+00
    x_111_0   link_888   1.000000000000e+00
    x_111_0   load_0     1.890104330815e+01
    x_111_1   share_111   1.000000000000e+00
    x_111_1   link_889   1.000000000000e+00
    x_111_1   load_1     1.890104330815e+01
    x_111_2   share_111   1.000000000000e+00
    x_111_2   link_890   1.000000000000e+00
    x_111_2   load_2     1.890104330815e+01
    x_111_3   share_111   1.000000000000e+00
    x_111_3   link_891   1.000000000000e+00
    x_111_3   load_3     1.890104330815e+01
    x_111_4   share_111   1.000000000000e+00
    x_111_4   link_892   1.000000000000e+00
    x_111_4   load_4     1.890104330815e+01
    x_111_5   share_111   1.000000000000e+00
    x_111_5   link_893   1.000000000000e+00
    x_111_5   load_5     1.890104330815e+01
    x_111_6   share_111   1.000000000000e+00
    x_111_6   link_894   1.000000000000e+00
    x_111_6   load_6     1.890104330815e+01
    x_111_7   share_111   1.000000000000e+00
    x_111_7   link_895   1.000000000000e+00
    x_111_7   load_7     1.890104330815e+01
    x_112_0   share_112   1.000000000000e+00
    x_112_0   link_896   1.000000000000e+00
    x_112_0   load_0     9.773419006937e+01
    x_112_1   share_112   1.000000000000e+00
    x_112_1   link_897   1.000000000000e+00
    x_112_1   load_1     9.773419006937e+01
    x_112_2   share_112   1.000000000000e+00
    x_112_2   link_898   1.000000000000e+00
    x_112_2   load_2     9.773419006937e+01
    x_112_3   share_112   1.000000000000e+00
    x_112_3   link_899   1.000000000000e+00
    x_112_3   load_3     9.773419006937e+01
    x_112_4   share_112   1.000000000000e+00
    x_112_4   link_900   1.000000000000e+00
    x_112_4   load_4     9.773419006937e+01
    x_112_5   share_112   1.000000000000e+00
    x_112_5   link_901   1.000000000000e+00
    x_112_5   load_5     9.773419006937e+01
    x_112_6   share_112   1.000000000000e+00
    x_112_6   link_902   1.000000000000e+00
    x_112_6   load_6     9.773419006937e+01
    x_112_7   share_112   1.000000000000e+00
    x_112_7   link_903   1.000000000000e+00
    x_112_7   load_7     9.773419006937e+01
    x_113_0   share_113   1.000000000000e+00
    x_113_0   link_904   1.000000000000e+00
    x_113_0   load_0     5.313052925898e+01
    x_113_1   share_113   1.000000000000e+00
    x_113_1   link_905   1.000000000000e+00
    x_113_1   load_1     5.313052925898e+01
    x_113_2   share_113   1.000000000000e+00
    x_113_2   link_906   1.000000000000e+00
    x_113_2   load_2     5.313052925898e+01
    x_113_3   share_113   1.000000000000e+00
    x_113_3   link_907   1.000000000000e+00
    x_113_3   load_3     5.313052925898e+01
    x_113_4   share_113   1.000000000000e+00
    x_113_4   link_908   1.000000000000e+00
    x_113_4   load_4     5.313052925898e+01
    x_113_5   share_113   1.000000000000e+00
    x_113_5   link_909   1.000000000000e+00
    x_113_5   load_5     5.313052925898e+01
    x_113_6   share_113   1.000000000000e+00
    x_113_6   link_910   1.000000000000e+00
    x_113_6   load_6     5.313052925898e+01
    x_113_7   share_113   1.000000000000e+00
    x_113_7   link_911   1.000000000000e+00
    x_113_7   load_7     5.313052925898e+01
    x_114_0   share_114   1.000000000000e+00
    x_114_0   link_912   1.000000000000e+00
    x_114_0   load_0     4.276388681602e+01
    x_114_1   share_114   1.000000000000e+00
    x_114_1   link_913   1.000000000000e+00
    x_114_1   load_1     4.276388681602e+01
    x_114_2   share_114   1.000000000000e+00
    x_114_2   link_914   1.000000000000e+00
    x_114_2   load_2     4.276388681602e+01
    x_114_3   share_114   1.000000000000e+00
    x_114_3   link_915   1.000000000000e+00
    x_114_3   load_3     4.276388681602e+01
    x_114_4   share_114   1.000000000000e+00
    x_114_4   link_916   1.000000000000e+00
    x_114_4   load_4     4.276388681602e+01
    x_114_5   share_114   1.000000000000e+00
    x_114_5   link_917   1.000000000000e+00
    x_114_5   load_5     4.276388681602e+01
    x_114_6   share_114   1.000000000000e+00
    x_114_6   link_918   1.000000000000e+00
    x_114_6   load_6     4.276388681602e+01
    x_114_7   share_114   1.000000000000e+00
    x_114_7   link_919   1.000000000000e+00
    x_114_7   load_7     4.276388681602e+01
    x_115_0   share_115   1.000000000000e+00
    x_115_0   link_920   1.000000000000e+00
    x_115_0   load_0     4.724596100226e+00
    x_115_1   share_115   1.000000000000e+00
    x_115_1   link_921   1.000000000000e+00
    x_115_1   load_1     4.724596100226e+00
    x_115_2   share_115   1.000000000000e+00
    x_115_2   link_922   1.000000000000e+00
    x_115_2   load_2     4.724596100226e+00
    x_115_3   share_115   1.000000000000e+00
    x_115_3   link_923   1.000000000000e+00
    x_115_3   load_3     4.724596100226e+00
    x_115_4   share_115   1.000000000000e+00
    x_115_4   link_924   1.000000000000e+00
    x_115_4   load_4     4.724596100226e+00
    x_115_5   share_115   1.000000000000e+00
    x_115_5   link_925   1.000000000000e+00
    x_115_5   load_5     4.724596100226e+00
    x_115_6   share_115   1.000000000000e+00
    x_115_6   link_926   1.000000000000e+00
    x_115_6   load_6     4.724596100226e+00
    x_115_7   share_115   1.000000000000e+00
    x_115_7   link_927   1.000000000000e+00
    x_115_7   load_7     4.724596100226e+00
    x_116_0   share_116   1.000000000000e+00
    x_116_0   link_928   1.000000000000e+00
    x_116_0   load_0     4.659410494639e+00
    x_116_1   share_116   1.000000000000e+00
    x_116_1   link_929   1.000000000000e+00
    x_116_1   load_1     4.659410494639e+00
    x_116_2   share_116   1.000000000000e+00
    x_116_2   link_930   1.000000000000e+00
    x_116_2   load_2     4.659410494639e+00
    x_116_3   share_116   1.000000000000e+00
    x_116_3   link_931   1.000000000000e+00
    x_116_3   load_3     4.659410494639e+00
    x_116_4   share_116   1.000000000000e+00
    x_116_4   link_932   1.000000000000e+00
    x_116_4   load_4     4.659410494639e+00
    x_116_5   share_116   1.000000000000e+00
    x_116_5   link_933   1.000000000000e+00
    x_116_5   load_5     4.659410494639e+00
    x_116_6   share_116   1.000000000000e+00
    x_116_6   link_934   1.000000000000e+00
    x_116_6   load_6     4.659410494639e+00
    x_116_7   share_116   1.000000000000e+00
    x_116_7   link_935   1.000000000000e+00
    x_116_7   load_7     4.659410494639e+00
    x_117_0   share_117   1.000000000000e+00
    x_117_0   link_936   1.000000000000e+00
    x_117_0   load_0     1.403549416585e+01
    x_117_1   share_117   1.000000000000e+00
    x_117_1   link_937   1.000000000000e+00
    x_117_1   load_1     1.403549416585e+01
    x_117_2   share_117   1.000000000000e+00
    x_117_2   link_938   1.000000000000e+00
    x_117_2   load_2     1.403549416585e+01
    x_117_3   share_117   1.000000000000e+00
    x_117_3   link_939   1.000000000000e+00
    x_117_3   load_3     1.403549416585e+01
    x_117_4   share_117   1.000000000000e+00
    x_117_4   link_940   1.000000000000e+00
    x_117_4   load_4     1.403549416585e+01
    x_117_5   share_117   1.000000000000e+00
    x_117_5   link_941   1.000000000000e+00
    x_117_5   load_5     1.403549416585e+01
    x_117_6   share_117   1.000000000000e+00
    x_117_6   link_942   1.000000000000e+00
    x_117_6   load_6     1.403549416585e+01
    x_117_7   share_117   1.000000000000e+00
    x_117_7   link_943   1.000000000000e+00
    x_117_7   load_7     1.403549416585e+01
    x_118_0   share_118   1.000000000000e+00
    x_118_0   link_944   1.000000000000e+00
    x_118_0   load_0     5.784929313029e+00
    x_118_1   share_118   1.000000000000e+00
    x_118_1   link_945   1.000000000000e+00
    x_118_1   load_1     5.784929313029e+00
    x_118_2   share_118   1.000000000000e+00
    x_118_2   link_946   1.000000000000e+00
    x_118_2   load_2     5.784929313029e+00
    x_118_3   share_118   1.000000000000e+00
    x_118_3   link_947   1.000000000000e+00
    x_118_3   load_3     5.784929313029e+00
    x_118_4   share_118   1.000000000000e+00
    x_118_4   link_948   1.000000000000e+00
    x_118_4   load_4     5.784929313029e+00
    x_118_5   share_118   1.000000000000e+00
    x_118_5   link_949   1.000000000000e+00
    x_118_5   load_5     5.784929313029e+00
    x_118_6   share_118   1.000000000000e+00
    x_118_6   link_950   1.000000000000e+00
    x_118_6   load_6     5.784929313029e+00
    x_118_7   share_118   1.000000000000e+00
    x_118_7   link_951   1.000000000000e+00
    x_118_7   load_7     5.784929313029e+00
    x_119_0   share_119   1.000000000000e+00
    x_119_0   link_952   1.000000000000e+00
    x_119_0   load_0     2.537962611842e+01
    x_119_1   share_119   1.000000000000e+00
    x_119_1   link_953   1.000000000000e+00
    x_119_1   load_1     2.537962611842e+01
    x_119_2   share_119   1.000000000000e+00
    x_119_2   link_954   1.000000000000e+00
    x_119_2   load_2     2.537962611842e+01
    x_119_3   share_119   1.000000000000e+00
    x_119_3   link_955   1.000000000000e+00
    x_119_3   load_3     2.537962611842e+01
    x_119_4   share_119   1.000000000000e+00
    x_119_4   link_956   1.000000000000e+00
    x_119_4   load_4     2.537962611842e+01
    x_119_5   share_119   1.000000000000e+00
    x_119_5   link_957   1.000000000000e+00
    x_119_5   load_5     2.537962611842e+01
    x_119_6   share_119   1.000000000000e+00
    x_119_6   link_958   1.000000000000e+00
    x_119_6   load_6     2.537962611842e+01
    x_119_7   share_119   1.000000000000e+00
    x_119_7   link_959   1.000000000000e+00
    x_119_7   load_7     2.537962611842e+01
    x_11_0    share_11   1.000000000000e+00
    x_11_0    link_88    1.000000000000e+00
    x_11_0    load_0     1.958598125399e+01
    x_11_1    share_11   1.000000000000e+00
    x_11_1    link_89    1.000000000000e+00
    x_11_1    load_1     1.958598125399e+01
    x_11_2    share_11   1.000000000000e+00
    x_11_2    link_90    1.000000000000e+00
    x_11_2    load_2     1.958598125399e+01
    x_11_3    share_11   1.000000000000e+00
    x_11_3    link_91    1.000000000000e+00
    x_11_3    load_3     1.958598125399e+01
    x_11_4    share_11   1.000000000000e+00
    x_11_4    link_92    1.000000000000e+00
    x_11_4    load_4     1.958598125399e+01
    x_11_5    share_11   1.000000000000e+00
    x_11_5    link_93    1.000000000000e+00
    x_11_5    load_5     1.958598125399e+01
    x_11_6    share_11   1.000000000000e+00
    x_11_6    link_94    1.000000000000e+00
    x_11_6    load_6     1.958598125399e+01
    x_11_7    share_11   1.000000000000e+00
    x_11_7    link_95    1.000000000000e+00
    x_11_7    load_7     1.958598125399e+01
    x_12_0    share_12   1.000000000000e+00
    x_12_0    link_96    1.000000000000e+00
    x_12_0    load_0     9.743157874858e+01
    x_12_1    share_12   1.000000000000e+00
    x_12_1    link_97    1.000000000000e+00
    x_12_1    load_1     9.743157874858e+01
    x_12_2    share_12   1.000000000000e+00
    x_12_2    link_98    1.000000000000e+00
    x_12_2    load_2     9.743157874858e+01
    x_12_3    share_12   1.000000000000e+00
    x_12_3    link_99    1.000000000000e+00
    x_12_3    load_3     9.743157874858e+01
    x_12_4    share_12   1.000000000000e+00
    x_12_4    link_100   1.000000000000e+00
    x_12_4    load_4     9.743157874858e+01
    x_12_5    share_12   1.000000000000e+00
    x_12_5    link_101   1.000000000000e+00
    x_12_5    load_5     9.743157874858e+01
    x_12_6    share_12   1.000000000000e+00
    x_12_6    link_102   1.000000000000e+00
    x_12_6    load_6     9.743157874858e+01
    x_12_7    share_12   1.000000000000e+00
    x_12_7    link_103   1.000000000000e+00
    x_12_7    load_7     9.743157874858e+01
    x_13_0    share_13   1.000000000000e+00
    x_13_0    link_104   1.000000000000e+00
    x_13_0    load_0     3.754620130887e+00
    x_13_1    share_13   1.000000000000e+00
    x_13_1    link_105   1.000000000000e+00
    x_13_1    load_1     3.754620130887e+00
    x_13_2    share_13   1.000000000000e+00
    x_13_2    link_106   1.000000000000e+00
    x_13_2    load_2     3.754620130887e+00
    x_13_3    share_13   1.000000000000e+00
    x_13_3    link_107   1.000000000000e+00
    x_13_3    load_3     3.754620130887e+00
    x_13_4    share_13   1.000000000000e+00
    x_13_4    link_108   1.000000000000e+00
    x_13_4    load_4     3.754620130887e+00
    x_13_5    share_13   1.000000000000e+00
    x_13_5    link_109   1.000000000000e+00
    x_13_5    load_5     3.754620130887e+00
    x_13_6    share_13   1.000000000000e+00
    x_13_6    link_110   1.000000000000e+00
    x_13_6    load_6     3.754620130887e+00
    x_13_7    share_13   1.000000000000e+00
    x_13_7    link_111   1.000000000000e+00
    x_13_7    load_7     3.754620130887e+00
    x_14_0    share_14   1.000000000000e+00
    x_14_0    link_112   1.000000000000e+00
    x_14_0    load_0     1.173547041370e+02
    x_14_1    share_14   1.000000000000e+00
    x_14_1    link_113   1.000000000000e+00
    x_14_1    load_1     1.173547041370e+02
    x_14_2    share_14   1.000000000000e+00
    x_14_2    link_114   1.000000000000e+00
    x_14_2    load_2     1.173547041370e+02
    x_14_3    share_14   1.000000000000e+00
    x_14_3    link_115   1.000000000000e+00
    x_14_3    load_3     1.173547041370e+02
    x_14_4    share_14   1.000000000000e+00
    x_14_4    link_116   1.000000000000e+00
    x_14_4    load_4     1.173547041370e+02
    x_14_5    share_14   1.000000000000e+00
    x_14_5    link_117   1.000000000000e+00
    x_14_5    load_5     1.173547041370e+02
    x_14_6    share_14   1.000000000000e+00
    x_14_6    link_118   1.000000000000e+00
    x_14_6    load_6     1.173547041370e+02
    x_14_7    share_14   1.000000000000e+00
    x_14_7    link_119   1.000000000000e+00
    x_14_7    load_7     1.173547041370e+02
    x_15_0    share_15   1.000000000000e+00
    x_15_0    link_120   1.000000000000e+00
    x_15_0    load_0     4.086150136813e+01
    x_15_1    share_15   1.000000000000e+00
    x_15_1    link_121   1.000000000000e+00
    x_15_1    load_1     4.086150136813e+01
    x_15_2    share_15   1.000000000000e+00
    x_15_2    link_122   1.000000000000e+00
    x_15_2    load_2     4.086150136813e+01
    x_15_3    share_15   1.000000000000e+00
    x_15_3    link_123   1.000000000000e+00
    x_15_3    load_3     4.086150136813e+01
    x_15_4    share_15   1.000000000000e+00
    x_15_4    link_124   1.000000000000e+00
    x_15_4    load_4     4.086150136813e+01
    x_15_5    share_15   1.000000000000e+00
    x_15_5    link_125   1.000000000000e+00
    x_15_5    load_5     4.086150136813e+01
    x_15_6    share_15   1.000000000000e+00
    x_15_6    link_126   1.000000000000e+00
    x_15_6    load_6     4.086150136813e+01
    x_15_7    share_15   1.000000000000e+00
    x_15_7    link_127   1.000000000000e+00
    x_15_7    load_7     4.086150136813e+01
    x_16_0    share_16   1.000000000000e+00
    x_16_0    link_128   1.000000000000e+00
    x_16_0    load_0     4.025993986134e+02
    x_16_1    share_16   1.000000000000e+00
    x_16_1    link_129   1.000000000000e+00
    x_16_1    load_1     4.025993986134e+02
    x_16_2    share_16   1.000000000000e+00
    x_16_2    link_130   1.000000000000e+00
    x_16_2    load_2     4.025993986134e+02
    x_16_3    share_16   1.000000000000e+00
    x_16_3    link_131   1.000000000000e+00
    x_16_3    load_3     4.025993986134e+02
    x_16_4    share_16   1.000000000000e+00
    x_16_4    link_132   1.000000000000e+00
    x_16_4    load_4     4.025993986134e+02
    x_16_5    share_16   1.000000000000e+00
    x_16_5    link_133   1.000000000000e+00
    x_16_5    load_5     4.025993986134e+02
    x_16_6    share_16   1.000000000000e+00
    x_16_6    link_134   1.000000000000e+00
    x_16_6    load_6     4.025993986134e+02
    x_16_7    share_16   1.000000000000e+00
    x_16_7    link_135   1.000000000000e+00
    x_16_7    load_7     4.025993986134e+02
    x_17_0    share_17   1.000000000000e+00
    x_17_0    link_136   1.000000000000e+00
    x_17_0    load_0     1.116565353097e+01
    x_17_1    share_17   1.000000000000e+00
    x_17_1    link_137   1.000000000000e+00
    x_17_1    load_1     1.116565353097e+01
    x_17_2    share_17   1.000000000000e+00
    x_17_2    link_138   1.000000000000e+00
    x_17_2    load_2     1.116565353097e+01
    x_17_3    share_17   1.000000000000e+00
    x_17_3    link_139   1.000000000000e+00
    x_17_3    load_3     1.116565353097e+01
    x_17_4    share_17   1.000000000000e+00
    x_17_4    link_140   1.000000000000e+00
    x_17_4    load_4     1.116565353097e+01
    x_17_5    share_17   1.000000000000e+00
    x_17_5    link_141   1.000000000000e+00
    x_17_5    load_5     1.116565353097e+01
    x_17_6    share_17   1.000000000000e+00
    x_17_6    link_142   1.000000000000e+00
    x_17_6    load_6     1.116565353097e+01
    x_17_7    share_17   1.000000000000e+00
    x_17_7    link_143   1.000000000000e+00
    x_17_7    load_7     1.116565353097e+01
    x_18_0    share_18   1.000000000000e+00
    x_18_0    link_144   1.000000000000e+00
    x_18_0    load_0     5.844474018337e+01
    x_18_1    share_18   1.000000000000e+00
    x_18_1    link_145   1.000000000000e+00
    x_18_1    load_1     5.844474018337e+01
    x_18_2    share_18   1.000000000000e+00
    x_18_2    link_146   1.000000000000e+00
    x_18_2    load_2     5.844474018337e+01
    x_18_3    share_18   1.000000000000e+00
    x_18_3    link_147   1.000000000000e+00
    x_18_3    load_3     5.844474018337e+01
    x_18_4    share_18   1.000000000000e+00
    x_18_4    link_148   1.000000000000e+00
    x_18_4    load_4     5.844474018337e+01
    x_18_5    share_18   1.000000000000e+00
    x_18_5    link_149   1.000000000000e+00
    x_18_5    load_5     5.844474018337e+01
    x_18_6    share_18   1.000000000000e+00
    x_18_6    link_150   1.000000000000e+00
    x_18_6    load_6     5.844474018337e+01
    x_18_7    share_18   1.000000000000e+00
    x_18_7    link_151   1.000000000000e+00
    x_18_7    load_7     5.844474018337e+01
    x_19_0    share_19   1.000000000000e+00
    x_19_0    link_152   1.000000000000e+00
    x_19_0    load_0     3.747783944597e+01
    x_19_1    share_19   1.000000000000e+00
    x_19_1    link_153   1.000000000000e+00
    x_19_1    load_1     3.747783944597e+01
    x_19_2    share_19   1.000000000000e+00
    x_19_2    link_154   1.000000000000e+00
    x_19_2    load_2     3.747783944597e+01
    x_19_3    share_19   1.000000000000e+00
    x_19_3    link_155   1.000000000000e+00
    x_19_3    load_3     3.747783944597e+01
    x_19_4    share_19   1.000000000000e+00
    x_19_4    link_156   1.000000000000e+00
    x_19_4    load_4     3.747783944597e+01
    x_19_5    share_19   1.000000000000e+00
    x_19_5    link_157   1.000000000000e+00
    x_19_5    load_5     3.747783944597e+01
    x_19_6    share_19   1.000000000000e+00
    x_19_6    link_158   1.000000000000e+00
    x_19_6    load_6     3.747783944597e+01
    x_19_7    share_19   1.000000000000e+00
    x_19_7    link_159   1.000000000000e+00
    x_19_7    load_7     3.747783944597e+01
    x_1_0     share_1    1.000000000000e+00
    x_1_0     link_8     1.000000000000e+00
    x_1_0     load_0     2.586707430002e+01
    x_1_1     share_1    1.000000000000e+00
    x_1_1     link_9     1.000000000000e+00
    x_1_1     load_1     2.586707430002e+01
    x_1_2     share_1    1.000000000000e+00
    x_1_2     link_10    1.000000000000e+00
    x_1_2     load_2     2.586707430002e+01
    x_1_3     share_1    1.000000000000e+00
    x_1_3     link_11    1.000000000000e+00
    x_1_3     load_3     2.586707430002e+01
    x_1_4     share_1    1.000000000000e+00
    x_1_4     link_12    1.000000000000e+00
    x_1_4     load_4     2.586707430002e+01
    x_1_5     share_1    1.000000000000e+00
    x_1_5     link_13    1.000000000000e+00
    x_1_5     load_5     2.586707430002e+01
    x_1_6     share_1    1.000000000000e+00
    x_1_6     link_14    1.000000000000e+00
    x_1_6     load_6     2.586707430002e+01
    x_1_7     share_1    1.000000000000e+00
    x_1_7     link_15    1.000000000000e+00
    x_1_7     load_7     2.586707430002e+01
    x_20_0    share_20   1.000000000000e+00
    x_20_0    link_160   1.000000000000e+00
    x_20_0    load_0     2.333930052451e+02
    x_20_1    share_20   1.000000000000e+00
    x_20_1    link_161   1.000000000000e+00
    x_20_1    load_1     2.333930052451e+02
    x_20_2    share_20   1.000000000000e+00
    x_20_2    link_162   1.000000000000e+00
    x_20_2    load_2     2.333930052451e+02
    x_20_3    share_20   1.000000000000e+00
    x_20_3    link_163   1.000000000000e+00
    x_20_3    load_3     2.333930052451e+02
    x_20_4    share_20   1.000000000000e+00
    x_20_4    link_164   1.000000000000e+00
    x_20_4    load_4     2.333930052451e+02
    x_20_5    share_20   1.000000000000e+00
    x_20_5    link_165   1.000000000000e+00
    x_20_5    load_5     2.333930052451e+02
    x_20_6    share_20   1.000000000000e+00
    x_20_6    link_166   1.000000000000e+00
    x_20_6    load_6     2.333930052451e+02
    x_20_7    share_20   1.000000000000e+00
    x_20_7    link_167   1.000000000000e+00
    x_20_7    load_7     2.333930052451e+02
    x_21_0    share_21   1.000000000000e+00
    x_21_0    link_168   1.000000000000e+00
    x_21_0    load_0     1.499409638983e+01
    x_21_1    share_21   1.000000000000e+00
    x_21_1    link_169   1.000000000000e+00
    x_21_1    load_1     1.499409638983e+01
    x_21_2    share_21   1.000000000000e+00
    x_21_2    link_170   1.000000000000e+00
    x_21_2    load_2     1.499409638983e+01
    x_21_3    share_21   1.000000000000e+00
    x_21_3    link_171   1.000000000000e+00
    x_21_3    load_3     1.499409638983e+01
    x_21_4    share_21   1.000000000000e+00
    x_21_4    link_172   1.000000000000e+00
    x_21_4    load_4     1.499409638983e+01
    x_21_5    share_21   1.000000000000e+00
    x_21_5    link_173   1.000000000000e+00
    x_21_5    load_5     1.499409638983e+01
    x_21_6    share_21   1.000000000000e+00
    x_21_6    link_174   1.000000000000e+00
    x_21_6    load_6     1.499409638983e+01
    x_21_7    share_21   1.000000000000e+00
    x_21_7    link_175   1.000000000000e+00
    x_21_7    load_7     1.499409638983e+01
    x_22_0    share_22   1.000000000000e+00
    x_22_0    link_176   1.000000000000e+00
    x_22_0    load_0     1.946338738363e+02
    x_22_1    share_22   1.000000000000e+00
    x_22_1    link_177   1.000000000000e+00
    x_22_1    load_1     1.946338738363e+02
    x_22_2    share_22   1.000000000000e+00
    x_22_2    link_178   1.000000000000e+00
    x_22_2    load_2     1.946338738363e+02
    x_22_3    share_22   1.000000000000e+00
    x_22_3    link_179   1.000000000000e+00
    x_22_3    load_3     1.946338738363e+02
    x_22_4    share_22   1.000000000000e+00
    x_22_4    link_180   1.000000000000e+00
    x_22_4    load_4     1.946338738363e+02
    x_22_5    share_22   1.000000000000e+00
    x_22_5    link_181   1.000000000000e+00
    x_22_5    load_5     1.946338738363e+02
    x_22_6    share_22   1.000000000000e+00
    x_22_6    link_182   1.000000000000e+00
    x_22_6    load_6     1.946338738363e+02
    x_22_7    share_22   1.000000000000e+00
    x_22_7    link_183   1.000000000000e+00
    x_22_7    load_7     1.946338738363e+02
    x_23_0    share_23   1.000000000000e+00
    x_23_0    link_184   1.000000000000e+00
    x_23_0    load_0     4.514448643778e+01
    x_23_1    share_23   1.000000000000e+00
    x_23_1    link_185   1.000000000000e+00
    x_23_1    load_1     4.514448643778e+01
    x_23_2    share_23   1.000000000000e+00
    x_23_2    link_186   1.000000000000e+00
    x_23_2    load_2     4.514448643778e+01
    x_23_3    share_23   1.000000000000e+00
    x_23_3    link_187   1.000000000000e+00
    x_23_3    load_3     4.514448643778e+01
    x_23_4    share_23   1.000000000000e+00
    x_23_4    link_188   1.000000000000e+00
    x_23_4    load_4     4.514448643778e+01
    x_23_5    share_23   1.000000000000e+00
    x_23_5    link_189   1.000000000000e+00
    x_23_5    load_5     4.514448643778e+01
    x_23_6    share_23   1.000000000000e+00
    x_23_6    link_190   1.000000000000e+00
    x_23_6    load_6     4.514448643778e+01
    x_23_7    share_23   1.000000000000e+00
    x_23_7    link_191   1.000000000000e+00
    x_23_7    load_7     4.514448643778e+01
    x_24_0    share_24   1.000000000000e+00
    x_24_0    link_192   1.000000000000e+00
    x_24_0    load_0     3.874317694933e+01
    x_24_1    share_24   1.000000000000e+00
    x_24_1    link_193   1.000000000000e+00
    x_24_1    load_1     3.874317694933e+01
    x_24_2    share_24   1.000000000000e+00
    x_24_2    link_194   1.000000000000e+00
    x_24_2    load_2     3.874317694933e+01
    x_24_3    share_24   1.000000000000e+00
    x_24_3    link_195   1.000000000000e+00
    x_24_3    load_3     3.874317694933e+01
    x_24_4    share_24   1.000000000000e+00
    x_24_4    link_196   1.000000000000e+00
    x_24_4    load_4     3.874317694933e+01
    x_24_5    share_24   1.000000000000e+00
    x_24_5    link_197   1.000000000000e+00
    x_24_5    load_5     3.874317694933e+01
    x_24_6    share_24   1.000000000000e+00
    x_24_6    link_198   1.000000000000e+00
    x_24_6    load_6     3.874317694933e+01
    x_24_7    share_24   1.000000000000e+00
    x_24_7    link_199   1.000000000000e+00
    x_24_7    load_7     3.874317694933e+01
    x_25_0    share_25   1.000000000000e+00
    x_25_0    link_200   1.000000000000e+00
    x_25_0    load_0     3.102835678160e+00
    x_25_1    share_25   1.000000000000e+00
    x_25_1    link_201   1.000000000000e+00
    x_25_1    load_1     3.102835678160e+00
    x_25_2    share_25   1.000000000000e+00
    x_25_2    link_202   1.000000000000e+00
    x_25_2    load_2     3.102835678160e+00
    x_25_3    share_25   1.000000000000e+00
    x_25_3    link_203   1.000000000000e+00
    x_25_3    load_3     3.102835678160e+00
    x_25_4    share_25   1.000000000000e+00
    x_25_4    link_204   1.000000000000e+00
    x_25_4    load_4     3.102835678160e+00
    x_25_5    share_25   1.000000000000e+00
    x_25_5    link_205   1.000000000000e+00
    x_25_5    load_5     3.102835678160e+00
    x_25_6    share_25   1.000000000000e+00
    x_25_6    link_206   1.000000000000e+00
    x_25_6    load_6     3.102835678160e+00
    x_25_7    share_25   1.000000000000e+00
    x_25_7    link_207   1.000000000000e+00
    x_25_7    load_7     3.102835678160e+00
    x_26_0    share_26   1.000000000000e+00
    x_26_0    link_208   1.000000000000e+00
    x_26_0    load_0     6.693902920706e+00
    x_26_1    share_26   1.000000000000e+00
    x_26_1    link_209   1.000000000000e+00
    x_26_1    load_1     6.693902920706e+00
    x_26_2    share_26   1.000000000000e+00
    x_26_2    link_210   1.000000000000e+00
    x_26_2    load_2     6.693902920706e+00
    x_26_3    share_26   1.000000000000e+00
    x_26_3    link_211   1.000000000000e+00
    x_26_3    load_3     6.693902920706e+00
    x_26_4    share_26   1.000000000000e+00
    x_26_4    link_212   1.000000000000e+00
    x_26_4    load_4     6.693902920706e+00
    x_26_5    share_26   1.000000000000e+00
    x_26_5    link_213   1.000000000000e+00
    x_26_5    load_5     6.693902920706e+00
    x_26_6    share_26   1.000000000000e+00
    x_26_6    link_214   1.000000000000e+00
    x_26_6    load_6     6.693902920706e+00
    x_26_7    share_26   1.000000000000e+00
    x_26_7    link_215   1.000000000000e+00
    x_26_7    load_7     6.693902920706e+00
    x_27_0    share_27   1.000000000000e+00
    x_27_0    link_216   1.000000000000e+00
    x_27_0    load_0     6.190091295703e+00
    x_27_1    share_27   1.000000000000e+00
    x_27_1    link_217   1.000000000000e+00
    x_27_1    load_1     6.190091295703e+00
    x_27_2    share_27   1.000000000000e+00
    x_27_2    link_218   1.000000000000e+00
    x_27_2    load_2     6.190091295703e+00
    x_27_3    share_27   1.000000000000e+00
    x_27_3    link_219   1.000000000000e+00
    x_27_3    load_3     6.190091295703e+00
    x_27_4    share_27   1.000000000000e+00
    x_27_4    link_220   1.000000000000e+00
    x_27_4    load_4     6.190091295703e+00
    x_27_5    share_27   1.000000000000e+00
    x_27_5    link_221   1.000000000000e+00
    x_27_5    load_5     6.190091295703e+00
    x_27_6    share_27   1.000000000000e+00
    x_27_6    link_222   1.000000000000e+00
    x_27_6    load_6     6.190091295703e+00
    x_27_7    share_27   1.000000000000e+00
    x_27_7    link_223   1.000000000000e+00
    x_27_7    load_7     6.190091295703e+00
    x_28_0    share_28   1.000000000000e+00
    x_28_0    link_224   1.000000000000e+00
    x_28_0    load_0     1.209266717498e+02
    x_28_1    share_28   1.000000000000e+00
    x_28_1    link_225   1.000000000000e+00
    x_28_1    load_1     1.209266717498e+02
    x_28_2    share_28   1.000000000000e+00
    x_28_2    link_226   1.000000000000e+00
    x_28_2    load_2     1.209266717498e+02
    x_28_3    share_28   1.000000000000e+00
    x_28_3    link_227   1.000000000000e+00
    x_28_3    load_3     1.209266717498e+02
    x_28_4    share_28   1.000000000000e+00
    x_28_4    link_228   1.000000000000e+00
    x_28_4    load_4     1.209266717498e+02
    x_28_5    share_28   1.000000000000e+00
    x_28_5    link_229   1.000000000000e+00
    x_28_5    load_5     1.209266717498e+02
    x_28_6    share_28   1.000000000000e+00
    x_28_6    link_230   1.000000000000e+00
    x_28_6    load_6     1.209266717498e+02
    x_28_7    share_28   1.000000000000e+00
    x_28_7    link_231   1.000000000000e+00
    x_28_7    load_7     1.209266717498e+02
    x_29_0    share_29   1.000000000000e+00
    x_29_0    link_232   1.000000000000e+00
    x_29_0    load_0     1.864602779006e+01
    x_29_1    share_29   1.000000000000e+00
    x_29_1    link_233   1.000000000000e+00
    x_29_1    load_1     1.864602779006e+01
    x_29_2    share_29   1.000000000000e+00
    x_29_2    link_234   1.000000000000e+00
    x_29_2    load_2     1.864602779006e+01
    x_29_3    share_29   1.000000000000e+00
    x_29_3    link_235   1.000000000000e+00
    x_29_3    load_3     1.864602779006e+01
    x_29_4    share_29   1.000000000000e+00
    x_29_4    link_236   1.000000000000e+00
    x_29_4    load_4     1.864602779006e+01
    x_29_5    share_29   1.000000000000e+00
    x_29_5    link_237   1.000000000000e+00
    x_29_5    load_5     1.864602779006e+01
    x_29_6    share_29   1.000000000000e+00
    x_29_6    link_238   1.000000000000e+00
    x_29_6    load_6     1.864602779006e+01
    x_29_7    share_29   1.000000000000e+00
    x_29_7    link_239   1.000000000000e+00
    x_29_7    load_7     1.864602779006e+01
    x_2_0     share_2    1.000000000000e+00
    x_2_0     link_16    1.000000000000e+00
    x_2_0     load_0     4.994980788749e+01
    x_2_1     share_2    1.000000000000e+00
    x_2_1     link_17    1.000000000000e+00
    x_2_1     load_1     4.994980788749e+01
    x_2_2     share_2    1.000000000000e+00
    x_2_2     link_18    1.000000000000e+00
    x_2_2     load_2     4.994980788749e+01
    x_2_3     share_2    1.000000000000e+00
    x_2_3     link_19    1.000000000000e+00
    x_2_3     load_3     4.994980788749e+01
    x_2_4     share_2    1.000000000000e+00
    x_2_4     link_20    1.000000000000e+00
    x_2_4     load_4     4.994980788749e+01
    x_2_5     share_2    1.000000000000e+00
    x_2_5     link_21    1.000000000000e+00
    x_2_5     load_5     4.994980788749e+01
    x_2_6     share_2    1.000000000000e+00
    x_2_6     link_22    1.000000000000e+00
    x_2_6     load_6     4.994980788749e+01
    x_2_7     share_2    1.000000000000e+00
    x_2_7     link_23    1.000000000000e+00
    x_2_7     load_7     4.994980788749e+01
    x_30_0    share_30   1.000000000000e+00
    x_30_0    link_240   1.000000000000e+00
    x_30_0    load_0     6.853712222069e+01
    x_30_1    share_30   1.000000000000e+00
    x_30_1    link_241   1.000000000000e+00
    x_30_1    load_1     6.853712222069e+01
    x_30_2    share_30   1.000000000000e+00
    x_30_2    link_242   1.000000000000e+00
    x_30_2    load_2     6.853712222069e+01
    x_30_3    share_30   1.000000000000e+00
    x_30_3    link_243   1.000000000000e+00
    x_30_3    load_3     6.853712222069e+01
    x_30_4    share_30   1.000000000000e+00
    x_30_4    link_244   1.000000000000e+00
    x_30_4    load_4     6.853712222069e+01
    x_30_5    share_30   1.000000000000e+00
    x_30_5    link_245   1.000000000000e+00
    x_30_5    load_5     6.853712222069e+01
    x_30_6    share_30   1.000000000000e+00
    x_30_6    link_246   1.000000000000e+00
    x_30_6    load_6     6.853712222069e+01
    x_30_7    share_30   1.000000000000e+00
    x_30_7    link_247   1.000000000000e+00
    x_30_7    load_7     6.853712222069e+01
    x_31_0    share_31   1.000000000000e+00
    x_31_0    link_248   1.000000000000e+00
    x_31_0    load_0     4.048498634867e+01
    x_31_1    share_31   1.000000000000e+00
    x_31_1    link_249   1.000000000000e+00
    x_31_1    load_1     4.048498634867e+01
    x_31_2    share_31   1.000000000000e+00
    x_31_2    link_250   1.000000000000e+00
    x_31_2    load_2     4.048498634867e+01
    x_31_3    share_31   1.000000000000e+00
    x_31_3    link_251   1.000000000000e+00
    x_31_3    load_3     4.048498634867e+01
    x_31_4    share_31   1.000000000000e+00
    x_31_4    link_252   1.000000000000e+00
    x_31_4    load_4     4.048498634867e+01
    x_31_5    share_31   1.000000000000e+00
    x_31_5    link_253   1.000000000000e+00
    x_31_5    load_5     4.048498634867e+01
    x_31_6    share_31   1.000000000000e+00
    x_31_6    link_254   1.000000000000e+00
    x_31_6    load_6     4.048498634867e+01
    x_31_7    share_31   1.000000000000e+00
    x_31_7    link_255   1.000000000000e+00
    x_31_7    load_7     4.048498634867e+01
    x_32_0    share_32   1.000000000000e+00
    x_32_0    link_256   1.000000000000e+00
    x_32_0    load_0     4.021381673113e+01
    x_32_1    share_32   1.000000000000e+00
    x_32_1    link_257   1.000000000000e+00
    x_32_1    load_1     4.021381673113e+01
    x_32_2    share_32   1.000000000000e+00
    x_32_2    link_258   1.000000000000e+00
    x_32_2    load_2     4.021381673113e+01
    x_32_3    share_32   1.000000000000e+00
    x_32_3    link_259   1.000000000000e+00
    x_32_3    load_3     4.021381673113e+01
    x_32_4    share_32   1.000000000000e+00
    x_32_4    link_260   1.000000000000e+00
    x_32_4    load_4     4.021381673113e+01
    x_32_5    share_32   1.000000000000e+00
    x_32_5    link_261   1.000000000000e+00
    x_32_5    load_5     4.021381673113e+01
    x_32_6    share_32   1.000000000000e+00
    x_32_6    link_262   1.000000000000e+00
    x_32_6    load_6     4.021381673113e+01
    x_32_7    share_32   1.000000000000e+00
    x_32_7    link_263   1.000000000000e+00
    x_32_7    load_7     4.021381673113e+01
    x_33_0    share_33   1.000000000000e+00
    x_33_0    link_264   1.000000000000e+00
    x_33_0    load_0     6.685832289003e+01
    x_33_1    share_33   1.000000000000e+00
    x_33_1    link_265   1.000000000000e+00
    x_33_1    load_1     6.685832289003e+01
    x_33_2    share_33   1.000000000000e+00
    x_33_2    link_266   1.000000000000e+00
    x_33_2    load_2     6.685832289003e+01
    x_33_3    share_33   1.000000000000e+00
    x_33_3    link_267   1.000000000000e+00
    x_33_3    load_3     6.685832289003e+01
    x_33_4    share_33   1.000000000000e+00
    x_33_4    link_268   1.000000000000e+00
    x_33_4    load_4     6.685832289003e+01
    x_33_5    share_33   1.000000000000e+00
    x_33_5    link_269   1.000000000000e+00
    x_33_5    load_5     6.685832289003e+01
    x_33_6    share_33   1.000000000000e+00
    x_33_6    link_270   1.000000000000e+00
    x_33_6    load_6     6.685832289003e+01
    x_33_7    share_33   1.000000000000e+00
    x_33_7    link_271   1.000000000000e+00
    x_33_7    load_7     6.685832289003e+01
    x_34_0    share_34   1.000000000000e+00
    x_34_0    link_272   1.000000000000e+00
    x_34_0    load_0     2.923030554621e+01
    x_34_1    share_34   1.000000000000e+00
    x_34_1    link_273   1.000000000000e+00
    x_34_1    load_1     2.923030554621e+01
    x_34_2    share_34   1.000000000000e+00
    x_34_2    link_274   1.000000000000e+00
    x_34_2    load_2     2.923030554621e+01
    x_34_3    share_34   1.000000000000e+00
    x_34_3    link_275   1.000000000000e+00
    x_34_3    load_3     2.923030554621e+01
    x_34_4    share_34   1.000000000000e+00
    x_34_4    link_276   1.000000000000e+00
    x_34_4    load_4     2.923030554621e+01
    x_34_5    share_34   1.000000000000e+00
    x_34_5    link_277   1.000000000000e+00
    x_34_5    load_5     2.923030554621e+01
    x_34_6    share_34   1.000000000000e+00
    x_34_6    link_278   1.000000000000e+00
    x_34_6    load_6     2.923030554621e+01
    x_34_7    share_34   1.000000000000e+00
    x_34_7    link_279   1.000000000000e+00
    x_34_7    load_7     2.923030554621e+01
    x_35_0    share_35   1.000000000000e+00
    x_35_0    link_280   1.000000000000e+00
    x_35_0    load_0     2.310218422251e+02
    x_35_1    share_35   1.000000000000e+00
    x_35_1    link_281   1.000000000000e+00
    x_35_1    load_1     2.310218422251e+02
    x_35_2    share_35   1.000000000000e+00
    x_35_2    link_282   1.000000000000e+00
    x_35_2    load_2     2.310218422251e+02
    x_35_3    share_35   1.000000000000e+00
    x_35_3    link_283   1.000000000000e+00
    x_35_3    load_3     2.310218422251e+02
    x_35_4    share_35   1.000000000000e+00
    x_35_4    link_284   1.000000000000e+00
    x_35_4    load_4     2.310218422251e+02
    x_35_5    share_35   1.000000000000e+00
    x_35_5    link_285   1.000000000000e+00
    x_35_5    load_5     2.310218422251e+02
    x_35_6    share_35   1.000000000000e+00
    x_35_6    link_286   1.000000000000e+00
    x_35_6    load_6     2.310218422251e+02
    x_35_7    share_35   1.000000000000e+00
    x_35_7    link_287   1.000000000000e+00
    x_35_7    load_7     2.310218422251e+02
    x_36_0    share_36   1.000000000000e+00
    x_36_0    link_288   1.000000000000e+00
    x_36_0    load_0     6.338793077374e+00
    x_36_1    share_36   1.000000000000e+00
    x_36_1    link_289   1.000000000000e+00
    x_36_1    load_1     6.338793077374e+00
    x_36_2    share_36   1.000000000000e+00
    x_36_2    link_290   1.000000000000e+00
    x_36_2    load_2     6.338793077374e+00
    x_36_3    share_36   1.000000000000e+00
    x_36_3    link_291   1.000000000000e+00
    x_36_3    load_3     6.338793077374e+00
    x_36_4    share_36   1.000000000000e+00
    x_36_4    link_292   1.000000000000e+00
    x_36_4    load_4     6.338793077374e+00
    x_36_5    share_36   1.000000000000e+00
    x_36_5    link_293   1.000000000000e+00
    x_36_5    load_5     6.338793077374e+00
    x_36_6    share_36   1.000000000000e+00
    x_36_6    link_294   1.000000000000e+00
    x_36_6    load_6     6.338793077374e+00
    x_36_7    share_36   1.000000000000e+00
    x_36_7    link_295   1.000000000000e+00
    x_36_7    load_7     6.338793077374e+00
    x_37_0    share_37   1.000000000000e+00
    x_37_0    link_296   1.000000000000e+00
    x_37_0    load_0     4.932609450968e+00
    x_37_1    share_37   1.000000000000e+00
    x_37_1    link_297   1.000000000000e+00
    x_37_1    load_1     4.932609450968e+00
    x_37_2    share_37   1.000000000000e+00
    x_37_2    link_298   1.000000000000e+00
    x_37_2    load_2     4.932609450968e+00
    x_37_3    share_37   1.000000000000e+00
    x_37_3    link_299   1.000000000000e+00
    x_37_3    load_3     4.932609450968e+00
    x_37_4    share_37   1.000000000000e+00
    x_37_4    link_300   1.000000000000e+00
    x_37_4    load_4     4.932609450968e+00
    x_37_5    share_37   1.000000000000e+00
    x_37_5    link_301   1.000000000000e+00
    x_37_5    load_5     4.932609450968e+00
    x_37_6    share_37   1.000000000000e+00
    x_37_6    link_302   1.000000000000e+00
    x_37_6    load_6     4.932609450968e+00
    x_37_7    share_37   1.000000000000e+00
    x_37_7    link_303   1.000000000000e+00
    x_37_7    load_7     4.932609450968e+00
    x_38_0    share_38   1.000000000000e+00
    x_38_0    link_304   1.000000000000e+00
    x_38_0    load_0     1.071435605638e+01
    x_38_1    share_38   1.000000000000e+00
    x_38_1    link_305   1.000000000000e+00
    x_38_1    load_1     1.071435605638e+01
    x_38_2    share_38   1.000000000000e+00
    x_38_2    link_306   1.000000000000e+00
    x_38_2    load_2     1.071435605638e+01
    x_38_3    share_38   1.000000000000e+00
    x_38_3    link_307   1.000000000000e+00
    x_38_3    load_3     1.071435605638e+01
    x_38_4    share_38   1.000000000000e+00
    x_38_4    link_308   1.000000000000e+00
    x_38_4    load_4     1.071435605638e+01
    x_38_5    share_38   1.000000000000e+00
    x_38_5    link_309   1.000000000000e+00
    x_38_5    load_5     1.071435605638e+01
    x_38_6    share_38   1.000000000000e+00
    x_38_6    link_310   1.000000000000e+00
    x_38_6    load_6     1.071435605638e+01
    x_38_7    share_38   1.000000000000e+00
    x_38_7    link_311   1.000000000000e+00
    x_38_7    load_7     1.071435605638e+01
    x_39_0    share_39   1.000000000000e+00
    x_39_0    link_312   1.000000000000e+00
    x_39_0    load_0     5.046538378939e+00
    x_39_1    share_39   1.000000000000e+00
    x_39_1    link_313   1.000000000000e+00
    x_39_1    load_1     5.046538378939e+00
    x_39_2    share_39   1.000000000000e+00
    x_39_2    link_314   1.000000000000e+00
    x_39_2    load_2     5.046538378939e+00
    x_39_3    share_39   1.000000000000e+00
    x_39_3    link_315   1.000000000000e+00
    x_39_3    load_3     5.046538378939e+00
    x_39_4    share_39   1.000000000000e+00
    x_39_4    link_316   1.000000000000e+00
    x_39_4    load_4     5.046538378939e+00
    x_39_5    share_39   1.000000000000e+00
    x_39_5    link_317   1.000000000000e+00
    x_39_5    load_5     5.046538378939e+00
    x_39_6    share_39   1.000000000000e+00
    x_39_6    link_318   1.000000000000e+00
    x_39_6    load_6     5.046538378939e+00
    x_39_7    share_39   1.000000000000e+00
    x_39_7    link_319   1.000000000000e+00
    x_39_7    load_7     5.046538378939e+00
    x_3_0     share_3    1.000000000000e+00
    x_3_0     link_24    1.000000000000e+00
    x_3_0     load_0     1.595726981006e+01
    x_3_1     share_3    1.000000000000e+00
    x_3_1     link_25    1.000000000000e+00
    x_3_1     load_1     1.595726981006e+01
    x_3_2     share_3    1.000000000000e+00
    x_3_2     link_26    1.000000000000e+00
    x_3_2     load_2     1.595726981006e+01
    x_3_3     share_3    1.000000000000e+00
    x_3_3     link_27    1.000000000000e+00
    x_3_3     load_3     1.595726981006e+01
    x_3_4     share_3    1.000000000000e+00
    x_3_4     link_28    1.000000000000e+00
    x_3_4     load_4     1.595726981006e+01
    x_3_5     share_3    1.000000000000e+00
    x_3_5     link_29    1.000000000000e+00
    x_3_5     load_5     1.595726981006e+01
    x_3_6     share_3    1.000000000000e+00
    x_3_6     link_30    1.000000000000e+00
    x_3_6     load_6     1.595726981006e+01
    x_3_7     share_3    1.000000000000e+00
    x_3_7     link_31    1.000000000000e+00
    x_3_7     load_7     1.595726981006e+01
    x_40_0    share_40   1.000000000000e+00
    x_40_0    link_320   1.000000000000e+00
    x_40_0    load_0     1.007070541934e+02
    x_40_1    share_40   1.000000000000e+00
    x_40_1    link_321   1.000000000000e+00
    x_40_1    load_1     1.007070541934e+02
    x_40_2    share_40   1.000000000000e+00
    x_40_2    link_322   1.000000000000e+00
    x_40_2    load_2     1.007070541934e+02
    x_40_3    share_40   1.000000000000e+00
    x_40_3    link_323   1.000000000000e+00
    x_40_3    load_3     1.007070541934e+02
    x_40_4    share_40   1.000000000000e+00
    x_40_4    link_324   1.000000000000e+00
    x_40_4    load_4     1.007070541934e+02
    x_40_5    share_40   1.000000000000e+00
    x_40_5    link_325   1.000000000000e+00
    x_40_5    load_5     1.007070541934e+02
    x_40_6    share_40   1.000000000000e+00
    x_40_6    link_326   1.000000000000e+00
    x_40_6    load_6     1.007070541934e+02
    x_40_7    share_40   1.000000000000e+00
    x_40_7    link_327   1.000000000000e+00
    x_40_7    load_7     1.007070541934e+02
    x_41_0    share_41   1.000000000000e+00
    x_41_0    link_328   1.000000000000e+00
    x_41_0    load_0     4.527073804422e+01
    x_41_1    share_41   1.000000000000e+00
    x_41_1    link_329   1.000000000000e+00
    x_41_1    load_1     4.527073804422e+01
    x_41_2    share_41   1.000000000000e+00
    x_41_2    link_330   1.000000000000e+00
    x_41_2    load_2     4.527073804422e+01
    x_41_3    share_41   1.000000000000e+00
    x_41_3    link_331   1.000000000000e+00
    x_41_3    load_3     4.527073804422e+01
    x_41_4    share_41   1.000000000000e+00
    x_41_4    link_332   1.000000000000e+00
    x_41_4    load_4     4.527073804422e+01
    x_41_5    share_41   1.000000000000e+00
    x_41_5    link_333   1.000000000000e+00
    x_41_5    load_5     4.527073804422e+01
    x_41_6    share_41   1.000000000000e+00
    x_41_6    link_334   1.000000000000e+00
    x_41_6    load_6     4.527073804422e+01
    x_41_7    share_41   1.000000000000e+00
    x_41_7    link_335   1.000000000000e+00
    x_41_7    load_7     4.527073804422e+01
    x_42_0    share_42   1.000000000000e+00
    x_42_0    link_336   1.000000000000e+00
    x_42_0    load_0     3.453003213510e+01
    x_42_1    share_42   1.000000000000e+00
    x_42_1    link_337   1.000000000000e+00
    x_42_1    load_1     3.453003213510e+01
    x_42_2    share_42   1.000000000000e+00
    x_42_2    link_338   1.000000000000e+00
    x_42_2    load_2     3.453003213510e+01
    x_42_3    share_42   1.000000000000e+00
    x_42_3    link_339   1.000000000000e+00
    x_42_3    load_3     3.453003213510e+01
    x_42_4    share_42   1.000000000000e+00
    x_42_4    link_340   1.000000000000e+00
    x_42_4    load_4     3.453003213510e+01
    x_42_5    share_42   1.000000000000e+00
    x_42_5    link_341   1.000000000000e+00
    x_42_5    load_5     3.453003213510e+01
    x_42_6    share_42   1.000000000000e+00
    x_42_6    link_342   1.000000000000e+00
    x_42_6    load_6     3.453003213510e+01
    x_42_7    share_42   1.000000000000e+00
    x_42_7    link_343   1.000000000000e+00
    x_42_7    load_7     3.453003213510e+01
    x_43_0    share_43   1.000000000000e+00
    x_43_0    link_344   1.000000000000e+00
    x_43_0    load_0     3.846404780341e+01
    x_43_1    share_43   1.000000000000e+00
    x_43_1    link_345   1.000000000000e+00
    x_43_1    load_1     3.846404780341e+01
    x_43_2    share_43   1.000000000000e+00
    x_43_2    link_346   1.000000000000e+00
    x_43_2    load_2     3.846404780341e+01
    x_43_3    share_43   1.000000000000e+00
    x_43_3    link_347   1.000000000000e+00
    x_43_3    load_3     3.846404780341e+01
    x_43_4    share_43   1.000000000000e+00
    x_43_4    link_348   1.000000000000e+00
    x_43_4    load_4     3.846404780341e+01
    x_43_5    share_43   1.000000000000e+00
    x_43_5    link_349   1.000000000000e+00
    x_43_5    load_5     3.846404780341e+01
    x_43_6    share_43   1.000000000000e+00
    x_43_6    link_350   1.000000000000e+00
    x_43_6    load_6     3.846404780341e+01
    x_43_7    share_43   1.000000000000e+00
    x_43_7    link_351   1.000000000000e+00
    x_43_7    load_7     3.846404780341e+01
    x_44_0    share_44   1.000000000000e+00
    x_44_0    link_352   1.000000000000e+00
    x_44_0    load_0     7.276207005644e+00
    x_44_1    share_44   1.000000000000e+00
    x_44_1    link_353   1.000000000000e+00
    x_44_1    load_1     7.276207005644e+00
    x_44_2    share_44   1.000000000000e+00
    x_44_2    link_354   1.000000000000e+00
    x_44_2    load_2     7.276207005644e+00
    x_44_3    share_44   1.000000000000e+00
    x_44_3    link_355   1.000000000000e+00
    x_44_3    load_3     7.276207005644e+00
    x_44_4    share_44   1.000000000000e+00
    x_44_4    link_356   1.000000000000e+00
    x_44_4    load_4     7.276207005644e+00
    x_44_5    share_44   1.000000000000e+00
    x_44_5    link_357   1.000000000000e+00
    x_44_5    load_5     7.276207005644e+00
    x_44_6    share_44   1.000000000000e+00
    x_44_6    link_358   1.000000000000e+00
    x_44_6    load_6     7.276207005644e+00
    x_44_7    share_44   1.000000000000e+00
    x_44_7    link_359   1.000000000000e+00
    x_44_7    load_7     7.276207005644e+00
    x_45_0    share_45   1.000000000000e+00
    x_45_0    link_360   1.000000000000e+00
    x_45_0    load_0     6.477714182071e+01
    x_45_1    share_45   1.000000000000e+00
    x_45_1    link_361   1.000000000000e+00
    x_45_1    load_1     6.477714182071e+01
    x_45_2    share_45   1.000000000000e+00
    x_45_2    link_362   1.000000000000e+00
    x_45_2    load_2     6.477714182071e+01
    x_45_3    share_45   1.000000000000e+00
    x_45_3    link_363   1.000000000000e+00
    x_45_3    load_3     6.477714182071e+01
    x_45_4    share_45   1.000000000000e+00
    x_45_4    link_364   1.000000000000e+00
    x_45_4    load_4     6.477714182071e+01
    x_45_5    share_45   1.000000000000e+00
    x_45_5    link_365   1.000000000000e+00
    x_45_5    load_5     6.477714182071e+01
    x_45_6    share_45   1.000000000000e+00
    x_45_6    link_366   1.000000000000e+00
    x_45_6    load_6     6.477714182071e+01
    x_45_7    share_45   1.000000000000e+00
    x_45_7    link_367   1.000000000000e+00
    x_45_7    load_7     6.477714182071e+01
    x_46_0    share_46   1.000000000000e+00
    x_46_0    link_368   1.000000000000e+00
    x_46_0    load_0     3.461684656669e+01
    x_46_1    share_46   1.000000000000e+00
    x_46_1    link_369   1.000000000000e+00
    x_46_1    load_1     3.461684656669e+01
    x_46_2    share_46   1.000000000000e+00
    x_46_2    link_370   1.000000000000e+00
    x_46_2    load_2     3.461684656669e+01
    x_46_3    share_46   1.000000000000e+00
    x_46_3    link_371   1.000000000000e+00
    x_46_3    load_3     3.461684656669e+01
    x_46_4    share_46   1.000000000000e+00
    x_46_4    link_372   1.000000000000e+00
    x_46_4    load_4     3.461684656669e+01
    x_46_5    share_46   1.000000000000e+00
    x_46_5    link_373   1.000000000000e+00
    x_46_5    load_5     3.461684656669e+01
    x_46_6    share_46   1.000000000000e+00
    x_46_6    link_374   1.000000000000e+00
    x_46_6    load_6     3.461684656669e+01
    x_46_7    share_46   1.000000000000e+00
    x_46_7    link_375   1.000000000000e+00
    x_46_7    load_7     3.461684656669e+01
    x_47_0    share_47   1.000000000000e+00
    x_47_0    link_376   1.000000000000e+00
    x_47_0    load_0     2.187719237685e+01
    x_47_1    share_47   1.000000000000e+00
    x_47_1    link_377   1.000000000000e+00
    x_47_1    load_1     2.187719237685e+01
    x_47_2    share_47   1.000000000000e+00
    x_47_2    link_378   1.000000000000e+00
    x_47_2    load_2     2.187719237685e+01
    x_47_3    share_47   1.000000000000e+00
    x_47_3    link_379   1.000000000000e+00
    x_47_3    load_3     2.187719237685e+01
    x_47_4    share_47   1.000000000000e+00
    x_47_4    link_380   1.000000000000e+00
    x_47_4    load_4     2.187719237685e+01
    x_47_5    share_47   1.000000000000e+00
    x_47_5    link_381   1.000000000000e+00
    x_47_5    load_5     2.187719237685e+01
    x_47_6    share_47   1.000000000000e+00
    x_47_6    link_382   1.000000000000e+00
    x_47_6    load_6     2.187719237685e+01
    x_47_7    share_47   1.000000000000e+00
    x_47_7    link_383   1.000000000000e+00
    x_47_7    load_7     2.187719237685e+01
    x_48_0    share_48   1.000000000000e+00
    x_48_0    link_384   1.000000000000e+00
    x_48_0    load_0     4.720695238488e+00
    x_48_1    share_48   1.000000000000e+00
    x_48_1    link_385   1.000000000000e+00
    x_48_1    load_1     4.720695238488e+00
    x_48_2    share_48   1.000000000000e+00
    x_48_2    link_386   1.000000000000e+00
    x_48_2    load_2     4.720695238488e+00
    x_48_3    share_48   1.000000000000e+00
    x_48_3    link_387   1.000000000000e+00
    x_48_3    load_3     4.720695238488e+00
    x_48_4    share_48   1.000000000000e+00
    x_48_4    link_388   1.000000000000e+00
    x_48_4    load_4     4.720695238488e+00
    x_48_5    share_48   1.000000000000e+00
    x_48_5    link_389   1.000000000000e+00
    x_48_5    load_5     4.720695238488e+00
    x_48_6    share_48   1.000000000000e+00
    x_48_6    link_390   1.000000000000e+00
    x_48_6    load_6     4.720695238488e+00
    x_48_7    share_48   1.000000000000e+00
    x_48_7    link_391   1.000000000000e+00
    x_48_7    load_7     4.720695238488e+00
    x_49_0    share_49   1.000000000000e+00
    x_49_0    link_392   1.000000000000e+00
    x_49_0    load_0     1.837829538324e+01
    x_49_1    share_49   1.000000000000e+00
    x_49_1    link_393   1.000000000000e+00
    x_49_1    load_1     1.837829538324e+01
    x_49_2    share_49   1.000000000000e+00
    x_49_2    link_394   1.000000000000e+00
    x_49_2    load_2     1.837829538324e+01
    x_49_3    share_49   1.000000000000e+00
    x_49_3    link_395   1.000000000000e+00
    x_49_3    load_3     1.837829538324e+01
    x_49_4    share_49   1.000000000000e+00
    x_49_4    link_396   1.000000000000e+00
    x_49_4    load_4     1.837829538324e+01
    x_49_5    share_49   1.000000000000e+00
    x_49_5    link_397   1.000000000000e+00
    x_49_5    load_5     1.837829538324e+01
    x_49_6    share_49   1.000000000000e+00
    x_49_6    link_398   1.000000000000e+00
    x_49_6    load_6     1.837829538324e+01
    x_49_7    share_49   1.000000000000e+00
    x_49_7    link_399   1.000000000000e+00
    x_49_7    load_7     1.837829538324e+01
    x_4_0     share_4    1.000000000000e+00
    x_4_0     link_32    1.000000000000e+00
    x_4_0     load_0     1.082411505887e+01
    x_4_1     share_4    1.000000000000e+00
    x_4_1     link_33    1.000000000000e+00
    x_4_1     load_1     1.082411505887e+01
    x_4_2     share_4    1.000000000000e+00
    x_4_2     link_34    1.000000000000e+00
    x_4_2     load_2     1.082411505887e+01
    x_4_3     share_4    1.000000000000e+00
    x_4_3     link_35    1.000000000000e+00
    x_4_3     load_3     1.082411505887e+01
    x_4_4     share_4    1.000000000000e+00
    x_4_4     link_36    1.000000000000e+00
    x_4_4     load_4     1.082411505887e+01
    x_4_5     share_4    1.000000000000e+00
    x_4_5     link_37    1.000000000000e+00
    x_4_5     load_5     1.082411505887e+01
    x_4_6     share_4    1.000000000000e+00
    x_4_6     link_38    1.000000000000e+00
    x_4_6     load_6     1.082411505887e+01
    x_4_7     share_4    1.000000000000e+00
    x_4_7     link_39    1.000000000000e+00
    x_4_7     load_7     1.082411505887e+01
    x_50_0    share_50   1.000000000000e+00
    x_50_0    link_400   1.000000000000e+00
    x_50_0    load_0     8.380405927872e+01
    x_50_1    share_50   1.000000000000e+00
    x_50_1    link_401   1.000000000000e+00
    x_50_1    load_1     8.380405927872e+01
    x_50_2    share_50   1.000000000000e+00
    x_50_2    link_402   1.000000000000e+00
    x_50_2    load_2     8.380405927872e+01
    x_50_3    share_50   1.000000000000e+00
    x_50_3    link_403   1.000000000000e+00
    x_50_3    load_3     8.380405927872e+01
    x_50_4    share_50   1.000000000000e+00
    x_50_4    link_404   1.000000000000e+00
    x_50_4    load_4     8.380405927872e+01
    x_50_5    share_50   1.000000000000e+00
    x_50_5    link_405   1.000000000000e+00
    x_50_5    load_5     8.380405927872e+01
    x_50_6    share_50   1.000000000000e+00
    x_50_6    link_406   1.000000000000e+00
    x_50_6    load_6     8.380405927872e+01
    x_50_7    share_50   1.000000000000e+00
    x_50_7    link_407   1.000000000000e+00
    x_50_7    load_7     8.380405927872e+01
    x_51_0    share_51   1.000000000000e+00
    x_51_0    link_408   1.000000000000e+00
    x_51_0    load_0     7.853075113892e+00
    x_51_1    share_51   1.000000000000e+00
    x_51_1    link_409   1.000000000000e+00
    x_51_1    load_1     7.853075113892e+00
    x_51_2    share_51   1.000000000000e+00
    x_51_2    link_410   1.000000000000e+00
    x_51_2    load_2     7.853075113892e+00
    x_51_3    share_51   1.000000000000e+00
    x_51_3    link_411   1.000000000000e+00
    x_51_3    load_3     7.853075113892e+00
    x_51_4    share_51   1.000000000000e+00
    x_51_4    link_412   1.000000000000e+00
    x_51_4    load_4     7.853075113892e+00
    x_51_5    share_51   1.000000000000e+00
    x_51_5    link_413   1.000000000000e+00
    x_51_5    load_5     7.853075113892e+00
    x_51_6    share_51   1.000000000000e+00
    x_51_6    link_414   1.000000000000e+00
    x_51_6    load_6     7.853075113892e+00
    x_51_7    share_51   1.000000000000e+00
    x_51_7    link_415   1.000000000000e+00
    x_51_7    load_7     7.853075113892e+00
    x_52_0    share_52   1.000000000000e+00
    x_52_0    link_416   1.000000000000e+00
    x_52_0    load_0     4.540586835197e+01
    x_52_1    share_52   1.000000000000e+00
    x_52_1    link_417   1.000000000000e+00
    x_52_1    load_1     4.540586835197e+01
    x_52_2    share_52   1.000000000000e+00
    x_52_2    link_418   1.000000000000e+00
    x_52_2    load_2     4.540586835197e+01
    x_52_3    share_52   1.000000000000e+00
    x_52_3    link_419   1.000000000000e+00
    x_52_3    load_3     4.540586835197e+01
    x_52_4    share_52   1.000000000000e+00
    x_52_4    link_420   1.000000000000e+00
    x_52_4    load_4     4.540586835197e+01
    x_52_5    share_52   1.000000000000e+00
    x_52_5    link_421   1.000000000000e+00
    x_52_5    load_5     4.540586835197e+01
    x_52_6    share_52   1.000000000000e+00
    x_52_6    link_422   1.000000000000e+00
    x_52_6    load_6     4.540586835197e+01
    x_52_7    share_52   1.000000000000e+00
    x_52_7    link_423   1.000000000000e+00
    x_52_7    load_7     4.540586835197e+01
    x_53_0    share_53   1.000000000000e+00
    x_53_0    link_424   1.000000000000e+00
    x_53_0    load_0     1.977007692687e+01
    x_53_1    share_53   1.000000000000e+00
    x_53_1    link_425   1.000000000000e+00
    x_53_1    load_1     1.977007692687e+01
    x_53_2    share_53   1.000000000000e+00
    x_53_2    link_426   1.000000000000e+00
    x_53_2    load_2     1.977007692687e+01
    x_53_3    share_53   1.000000000000e+00
    x_53_3    link_427   1.000000000000e+00
    x_53_3    load_3     1.977007692687e+01
    x_53_4    share_53   1.000000000000e+00
    x_53_4    link_428   1.000000000000e+00
    x_53_4    load_4     1.977007692687e+01
    x_53_5    share_53   1.000000000000e+00
    x_53_5    link_429   1.000000000000e+00
    x_53_5    load_5     1.977007692687e+01
    x_53_6    share_53   1.000000000000e+00
    x_53_6    link_430   1.000000000000e+00
    x_53_6    load_6     1.977007692687e+01
    x_53_7    share_53   1.000000000000e+00
    x_53_7    link_431   1.000000000000e+00
    x_53_7    load_7     1.977007692687e+01
    x_54_0    share_54   1.000000000000e+00
    x_54_0    link_432   1.000000000000e+00
    x_54_0    load_0     1.193354450911e+01
    x_54_1    share_54   1.000000000000e+00
    x_54_1    link_433   1.000000000000e+00
    x_54_1    load_1     1.193354450911e+01
    x_54_2    share_54   1.000000000000e+00
    x_54_2    link_434   1.000000000000e+00
    x_54_2    load_2     1.193354450911e+01
    x_54_3    share_54   1.000000000000e+00
    x_54_3    link_435   1.000000000000e+00
    x_54_3    load_3     1.193354450911e+01
    x_54_4    share_54   1.000000000000e+00
    x_54_4    link_436   1.000000000000e+00
    x_54_4    load_4     1.193354450911e+01
    x_54_5    share_54   1.000000000000e+00
    x_54_5    link_437   1.000000000000e+00
    x_54_5    load_5     1.193354450911e+01
    x_54_6    share_54   1.000000000000e+00
    x_54_6    link_438   1.000000000000e+00
    x_54_6    load_6     1.193354450911e+01
    x_54_7    share_54   1.000000000000e+00
    x_54_7    link_439   1.000000000000e+00
    x_54_7    load_7     1.193354450911e+01
    x_55_0    share_55   1.000000000000e+00
    x_55_0    link_440   1.000000000000e+00
    x_55_0    load_0     1.109576012985e+01
    x_55_1    share_55   1.000000000000e+00
    x_55_1    link_441   1.000000000000e+00
    x_55_1    load_1     1.109576012985e+01
    x_55_2    share_55   1.000000000000e+00
    x_55_2    link_442   1.000000000000e+00
    x_55_2    load_2     1.109576012985e+01
    x_55_3    share_55   1.000000000000e+00
    x_55_3    link_443   1.000000000000e+00
    x_55_3    load_3     1.109576012985e+01
    x_55_4    share_55   1.000000000000e+00
    x_55_4    link_444   1.000000000000e+00
    x_55_4    load_4     1.109576012985e+01
    x_55_5    share_55   1.000000000000e+00
    x_55_5    link_445   1.000000000000e+00
    x_55_5    load_5     1.109576012985e+01
    x_55_6    share_55   1.000000000000e+00
    x_55_6    link_446   1.000000000000e+00
    x_55_6    load_6     1.109576012985e+01
    x_55_7    share_55   1.000000000000e+00
    x_55_7    link_447   1.000000000000e+00
    x_55_7    load_7     1.109576012985e+01
    x_56_0    share_56   1.000000000000e+00
    x_56_0    link_448   1.000000000000e+00
    x_56_0    load_0     1.292020631553e+01
    x_56_1    share_56   1.000000000000e+00
    x_56_1    link_449   1.000000000000e+00
    x_56_1    load_1     1.292020631553e+01
    x_56_2    share_56   1.000000000000e+00
    x_56_2    link_450   1.000000000000e+00
    x_56_2    load_2     1.292020631553e+01
    x_56_3    share_56   1.000000000000e+00
    x_56_3    link_451   1.000000000000e+00
    x_56_3    load_3     1.292020631553e+01
    x_56_4    share_56   1.000000000000e+00
    x_56_4    link_452   1.000000000000e+00
    x_56_4    load_4     1.292020631553e+01
    x_56_5    share_56   1.000000000000e+00
    x_56_5    link_453   1.000000000000e+00
    x_56_5    load_5     1.292020631553e+01
    x_56_6    share_56   1.000000000000e+00
    x_56_6    link_454   1.000000000000e+00
    x_56_6    load_6     1.292020631553e+01
    x_56_7    share_56   1.000000000000e+00
    x_56_7    link_455   1.000000000000e+00
    x_56_7    load_7     1.292020631553e+01
    x_57_0    share_57   1.000000000000e+00
    x_57_0    link_456   1.000000000000e+00
    x_57_0    load_0     1.685437760606e+01
    x_57_1    share_57   1.000000000000e+00
    x_57_1    link_457   1.000000000000e+00
    x_57_1    load_1     1.685437760606e+01
    x_57_2    share_57   1.000000000000e+00
    x_57_2    link_458   1.000000000000e+00
    x_57_2    load_2     1.685437760606e+01
    x_57_3    share_57   1.000000000000e+00
    x_57_3    link_459   1.000000000000e+00
    x_57_3    load_3     1.685437760606e+01
    x_57_4    share_57   1.000000000000e+00
    x_57_4    link_460   1.000000000000e+00
    x_57_4    load_4     1.685437760606e+01
    x_57_5    share_57   1.000000000000e+00
    x_57_5    link_461   1.000000000000e+00
    x_57_5    load_5     1.685437760606e+01
    x_57_6    share_57   1.000000000000e+00
    x_57_6    link_462   1.000000000000e+00
    x_57_6    load_6     1.685437760606e+01
    x_57_7    share_57   1.000000000000e+00
    x_57_7    link_463   1.000000000000e+00
    x_57_7    load_7     1.685437760606e+01
    x_58_0    share_58   1.000000000000e+00
    x_58_0    link_464   1.000000000000e+00
    x_58_0    load_0     5.037782865250e+01
    x_58_1    share_58   1.000000000000e+00
    x_58_1    link_465   1.000000000000e+00
    x_58_1    load_1     5.037782865250e+01
    x_58_2    share_58   1.000000000000e+00
    x_58_2    link_466   1.000000000000e+00
    x_58_2    load_2     5.037782865250e+01
    x_58_3    share_58   1.000000000000e+00
    x_58_3    link_467   1.000000000000e+00
    x_58_3    load_3     5.037782865250e+01
    x_58_4    share_58   1.000000000000e+00
    x_58_4    link_468   1.000000000000e+00
    x_58_4    load_4     5.037782865250e+01
    x_58_5    share_58   1.000000000000e+00
    x_58_5    link_469   1.000000000000e+00
    x_58_5    load_5     5.037782865250e+01
    x_58_6    share_58   1.000000000000e+00
    x_58_6    link_470   1.000000000000e+00
    x_58_6    load_6     5.037782865250e+01
    x_58_7    share_58   1.000000000000e+00
    x_58_7    link_471   1.000000000000e+00
    x_58_7    load_7     5.037782865250e+01
    x_59_0    share_59   1.000000000000e+00
    x_59_0    link_472   1.000000000000e+00
    x_59_0    load_0     9.034291917148e+00
    x_59_1    share_59   1.000000000000e+00
    x_59_1    link_473   1.000000000000e+00
    x_59_1    load_1     9.034291917148e+00
    x_59_2    share_59   1.000000000000e+00
    x_59_2    link_474   1.000000000000e+00
    x_59_2    load_2     9.034291917148e+00
    x_59_3    share_59   1.000000000000e+00
    x_59_3    link_475   1.000000000000e+00
    x_59_3    load_3     9.034291917148e+00
    x_59_4    share_59   1.000000000000e+00
    x_59_4    link_476   1.000000000000e+00
    x_59_4    load_4     9.034291917148e+00
    x_59_5    share_59   1.000000000000e+00
    x_59_5    link_477   1.000000000000e+00
    x_59_5    load_5     9.034291917148e+00
    x_59_6    share_59   1.000000000000e+00
    x_59_6    link_478   1.000000000000e+00
    x_59_6    load_6     9.034291917148e+00
    x_59_7    share_59   1.000000000000e+00
    x_59_7    link_479   1.000000000000e+00
    x_59_7    load_7     9.034291917148e+00
    x_5_0     share_5    1.000000000000e+00
    x_5_0     link_40    1.000000000000e+00
    x_5_0     load_0     1.347484160709e+02
    x_5_1     share_5    1.000000000000e+00
    x_5_1     link_41    1.000000000000e+00
    x_5_1     load_1     1.347484160709e+02
    x_5_2     share_5    1.000000000000e+00
    x_5_2     link_42    1.000000000000e+00
    x_5_2     load_2     1.347484160709e+02
    x_5_3     share_5    1.000000000000e+00
    x_5_3     link_43    1.000000000000e+00
    x_5_3     load_3     1.347484160709e+02
    x_5_4     share_5    1.000000000000e+00
    x_5_4     link_44    1.000000000000e+00
    x_5_4     load_4     1.347484160709e+02
    x_5_5     share_5    1.000000000000e+00
    x_5_5     link_45    1.000000000000e+00
    x_5_5     load_5     1.347484160709e+02
    x_5_6     share_5    1.000000000000e+00
    x_5_6     link_46    1.000000000000e+00
    x_5_6     load_6     1.347484160709e+02
    x_5_7     share_5    1.000000000000e+00
    x_5_7     link_47    1.000000000000e+00
    x_5_7     load_7     1.347484160709e+02
    x_60_0    share_60   1.000000000000e+00
    x_60_0    link_480   1.000000000000e+00
    x_60_0    load_0     1.068234267999e+01
    x_60_1    share_60   1.000000000000e+00
    x_60_1    link_481   1.000000000000e+00
    x_60_1    load_1     1.068234267999e+01
    x_60_2    share_60   1.000000000000e+00
    x_60_2    link_482   1.000000000000e+00
    x_60_2    load_2     1.068234267999e+01
    x_60_3    share_60   1.000000000000e+00
    x_60_3    link_483   1.000000000000e+00
    x_60_3    load_3     1.068234267999e+01
    x_60_4    share_60   1.000000000000e+00
    x_60_4    link_484   1.000000000000e+00
    x_60_4    load_4     1.068234267999e+01
    x_60_5    share_60   1.000000000000e+00
    x_60_5    link_485   1.000000000000e+00
    x_60_5    load_5     1.068234267999e+01
    x_60_6    share_60   1.000000000000e+00
    x_60_6    link_486   1.000000000000e+00
    x_60_6    load_6     1.068234267999e+01
    x_60_7    share_60   1.000000000000e+00
    x_60_7    link_487   1.000000000000e+00
    x_60_7    load_7     1.068234267999e+01
    x_61_0    share_61   1.000000000000e+00
    x_61_0    link_488   1.000000000000e+00
    x_61_0    load_0     8.769497793628e+02
    x_61_1    share_61   1.000000000000e+00
    x_61_1    link_489   1.000000000000e+00
    x_61_1    load_1     8.769497793628e+02
    x_61_2    share_61   1.000000000000e+00
    x_61_2    link_490   1.000000000000e+00
    x_61_2    load_2     8.769497793628e+02
    x_61_3    share_61   1.000000000000e+00
    x_61_3    link_491   1.000000000000e+00
    x_61_3    load_3     8.769497793628e+02
    x_61_4    share_61   1.000000000000e+00
    x_61_4    link_492   1.000000000000e+00
    x_61_4    load_4     8.769497793628e+02
    x_61_5    share_61   1.000000000000e+00
    x_61_5    link_493   1.000000000000e+00
    x_61_5    load_5     8.769497793628e+02
    x_61_6    share_61   1.000000000000e+00
    x_61_6    link_494   1.000000000000e+00
    x_61_6    load_6     8.769497793628e+02
    x_61_7    share_61   1.000000000000e+00
    x_61_7    link_495   1.000000000000e+00
    x_61_7    load_7     8.769497793628e+02
    x_62_0    share_62   1.000000000000e+00
    x_62_0    link_496   1.000000000000e+00
    x_62_0    load_0     4.481340028532e+00
    x_62_1    share_62   1.000000000000e+00
    x_62_1    link_497   1.000000000000e+00
    x_62_1    load_1     4.481340028532e+00
    x_62_2    share_62   1.000000000000e+00
    x_62_2    link_498   1.000000000000e+00
    x_62_2    load_2     4.481340028532e+00
    x_62_3    share_62   1.000000000000e+00
    x_62_3    link_499   1.000000000000e+00
    x_62_3    load_3     4.481340028532e+00
    x_62_4    share_62   1.000000000000e+00
    x_62_4    link_500   1.000000000000e+00
    x_62_4    load_4     4.481340028532e+00
    x_62_5    share_62   1.000000000000e+00
    x_62_5    link_501   1.000000000000e+00
    x_62_5    load_5     4.481340028532e+00
    x_62_6    share_62   1.000000000000e+00
    x_62_6    link_502   1.000000000000e+00
    x_62_6    load_6     4.481340028532e+00
    x_62_7    share_62   1.000000000000e+00
    x_62_7    link_503   1.000000000000e+00
    x_62_7    load_7     4.481340028532e+00
    x_63_0    share_63   1.000000000000e+00
    x_63_0    link_504   1.000000000000e+00
    x_63_0    load_0     1.433481435665e+01
    x_63_1    share_63   1.000000000000e+00
    x_63_1    link_505   1.000000000000e+00
    x_63_1    load_1     1.433481435665e+01
    x_63_2    share_63   1.000000000000e+00
    x_63_2    link_506   1.000000000000e+00
    x_63_2    load_2     1.433481435665e+01
    x_63_3    share_63   1.000000000000e+00
    x_63_3    link_507   1.000000000000e+00
    x_63_3    load_3     1.433481435665e+01
    x_63_4    share_63   1.000000000000e+00
    x_63_4    link_508   1.000000000000e+00
    x_63_4    load_4     1.433481435665e+01
    x_63_5    share_63   1.000000000000e+00
    x_63_5    link_509   1.000000000000e+00
    x_63_5    load_5     1.433481435665e+01
    x_63_6    share_63   1.000000000000e+00
    x_63_6    link_510   1.000000000000e+00
    x_63_6    load_6     1.433481435665e+01
    x_63_7    share_63   1.000000000000e+00
    x_63_7    link_511   1.000000000000e+00
    x_63_7    load_7     1.433481435665e+01
    x_64_0    share_64   1.000000000000e+00
    x_64_0    link_512   1.000000000000e+00
    x_64_0    load_0     4.639451733929e+01
    x_64_1    share_64   1.000000000000e+00
    x_64_1    link_513   1.000000000000e+00
    x_64_1    load_1     4.639451733929e+01
    x_64_2    share_64   1.000000000000e+00
    x_64_2    link_514   1.000000000000e+00
    x_64_2    load_2     4.639451733929e+01
    x_64_3    share_64   1.000000000000e+00
    x_64_3    link_515   1.000000000000e+00
    x_64_3    load_3     4.639451733929e+01
    x_64_4    share_64   1.000000000000e+00
    x_64_4    link_516   1.000000000000e+00
    x_64_4    load_4     4.639451733929e+01
    x_64_5    share_64   1.000000000000e+00
    x_64_5    link_517   1.000000000000e+00
    x_64_5    load_5     4.639451733929e+01
    x_64_6    share_64   1.000000000000e+00
    x_64_6    link_518   1.000000000000e+00
    x_64_6    load_6     4.639451733929e+01
    x_64_7    share_64   1.000000000000e+00
    x_64_7    link_519   1.000000000000e+00
    x_64_7    load_7     4.639451733929e+01
    x_65_0    share_65   1.000000000000e+00
    x_65_0    link_520   1.000000000000e+00
    x_65_0    load_0     3.889594860385e+01
    x_65_1    share_65   1.000000000000e+00
    x_65_1    link_521   1.000000000000e+00
    x_65_1    load_1     3.889594860385e+01
    x_65_2    share_65   1.000000000000e+00
    x_65_2    link_522   1.000000000000e+00
    x_65_2    load_2     3.889594860385e+01
    x_65_3    share_65   1.000000000000e+00
    x_65_3    link_523   1.000000000000e+00
    x_65_3    load_3     3.889594860385e+01
    x_65_4    share_65   1.000000000000e+00
    x_65_4    link_524   1.000000000000e+00
    x_65_4    load_4     3.889594860385e+01
    x_65_5    share_65   1.000000000000e+00
    x_65_5    link_525   1.000000000000e+00
    x_65_5    load_5     3.889594860385e+01
    x_65_6    share_65   1.000000000000e+00
    x_65_6    link_526   1.000000000000e+00
    x_65_6    load_6     3.889594860385e+01
    x_65_7    share_65   1.000000000000e+00
    x_65_7    link_527   1.000000000000e+00
    x_65_7    load_7     3.889594860385e+01
    x_66_0    share_66   1.000000000000e+00
    x_66_0    link_528   1.000000000000e+00
    x_66_0    load_0     1.204525295550e+01
    x_66_1    share_66   1.000000000000e+00
    x_66_1    link_529   1.000000000000e+00
    x_66_1    load_1     1.204525295550e+01
    x_66_2    share_66   1.000000000000e+00
    x_66_2    link_530   1.000000000000e+00
    x_66_2    load_2     1.204525295550e+01
    x_66_3    share_66   1.000000000000e+00
    x_66_3    link_531   1.000000000000e+00
    x_66_3    load_3     1.204525295550e+01
    x_66_4    share_66   1.000000000000e+00
    x_66_4    link_532   1.000000000000e+00
    x_66_4    load_4     1.204525295550e+01
    x_66_5    share_66   1.000000000000e+00
    x_66_5    link_533   1.000000000000e+00
    x_66_5    load_5     1.204525295550e+01
    x_66_6    share_66   1.000000000000e+00
    x_66_6    link_534   1.000000000000e+00
    x_66_6    load_6     1.204525295550e+01
    x_66_7    share_66   1.000000000000e+00
    x_66_7    link_535   1.000000000000e+00
    x_66_7    load_7     1.204525295550e+01
    x_67_0    share_67   1.000000000000e+00
    x_67_0    link_536   1.000000000000e+00
    x_67_0    load_0     5.251370982785e+00
    x_67_1    share_67   1.000000000000e+00
    x_67_1    link_537   1.000000000000e+00
    x_67_1    load_1     5.251370982785e+00
    x_67_2    share_67   1.000000000000e+00
    x_67_2    link_538   1.000000000000e+00
    x_67_2    load_2     5.251370982785e+00
    x_67_3    share_67   1.000000000000e+00
    x_67_3    link_539   1.000000000000e+00
    x_67_3    load_3     5.251370982785e+00
    x_67_4    share_67   1.000000000000e+00
    x_67_4    link_540   1.000000000000e+00
    x_67_4    load_4     5.251370982785e+00
    x_67_5    share_67   1.000000000000e+00
    x_67_5    link_541   1.000000000000e+00
    x_67_5    load_5     5.251370982785e+00
    x_67_6    share_67   1.000000000000e+00
    x_67_6    link_542   1.000000000000e+00
    x_67_6    load_6     5.251370982785e+00
    x_67_7    share_67   1.000000000000e+00
    x_67_7    link_543   1.000000000000e+00
    x_67_7    load_7     5.251370982785e+00
    x_68_0    share_68   1.000000000000e+00
    x_68_0    link_544   1.000000000000e+00
    x_68_0    load_0     1.889699630704e+01
    x_68_1    share_68   1.000000000000e+00
    x_68_1    link_545   1.000000000000e+00
    x_68_1    load_1     1.889699630704e+01
    x_68_2    share_68   1.000000000000e+00
    x_68_2    link_546   1.000000000000e+00
    x_68_2    load_2     1.889699630704e+01
    x_68_3    share_68   1.000000000000e+00
    x_68_3    link_547   1.000000000000e+00
    x_68_3    load_3     1.889699630704e+01
    x_68_4    share_68   1.000000000000e+00
    x_68_4    link_548   1.000000000000e+00
    x_68_4    load_4     1.889699630704e+01
    x_68_5    share_68   1.000000000000e+00
    x_68_5    link_549   1.000000000000e+00
    x_68_5    load_5     1.889699630704e+01
    x_68_6    share_68   1.000000000000e+00
    x_68_6    link_550   1.000000000000e+00
    x_68_6    load_6     1.889699630704e+01
    x_68_7    share_68   1.000000000000e+00
    x_68_7    link_551   1.000000000000e+00
    x_68_7    load_7     1.889699630704e+01
    x_69_0    share_69   1.000000000000e+00
    x_69_0    link_552   1.000000000000e+00
    x_69_0    load_0     1.751986811880e+01
    x_69_1    share_69   1.000000000000e+00
    x_69_1    link_553   1.000000000000e+00
    x_69_1    load_1     1.751986811880e+01
    x_69_2    share_69   1.000000000000e+00
    x_69_2    link_554   1.000000000000e+00
    x_69_2    load_2     1.751986811880e+01
    x_69_3    share_69   1.000000000000e+00
    x_69_3    link_555   1.000000000000e+00
    x_69_3    load_3     1.751986811880e+01
    x_69_4    share_69   1.000000000000e+00
    x_69_4    link_556   1.000000000000e+00
    x_69_4    load_4     1.751986811880e+01
    x_69_5    share_69   1.000000000000e+00
    x_69_5    link_557   1.000000000000e+00
    x_69_5    load_5     1.751986811880e+01
    x_69_6    share_69   1.000000000000e+00
    x_69_6    link_558   1.000000000000e+00
    x_69_6    load_6     1.751986811880e+01
    x_69_7    share_69   1.000000000000e+00
    x_69_7    link_559   1.000000000000e+00
    x_69_7    load_7     1.751986811880e+01
    x_6_0     share_6    1.000000000000e+00
    x_6_0     link_48    1.000000000000e+00
    x_6_0     load_0     1.699032387326e+02
    x_6_1     share_6    1.000000000000e+00
    x_6_1     link_49    1.000000000000e+00
    x_6_1     load_1     1.699032387326e+02
    x_6_2     share_6    1.000000000000e+00
    x_6_2     link_50    1.000000000000e+00
    x_6_2     load_2     1.699032387326e+02
    x_6_3     share_6    1.000000000000e+00
    x_6_3     link_51    1.000000000000e+00
    x_6_3     load_3     1.699032387326e+02
    x_6_4     share_6    1.000000000000e+00
    x_6_4     link_52    1.000000000000e+00
    x_6_4     load_4     1.699032387326e+02
    x_6_5     share_6    1.000000000000e+00
    x_6_5     link_53    1.000000000000e+00
    x_6_5     load_5     1.699032387326e+02
    x_6_6     share_6    1.000000000000e+00
    x_6_6     link_54    1.000000000000e+00
    x_6_6     load_6     1.699032387326e+02
    x_6_7     share_6    1.000000000000e+00
    x_6_7     link_55    1.000000000000e+00
    x_6_7     load_7     1.699032387326e+02
    x_70_0    share_70   1.000000000000e+00
    x_70_0    link_560   1.000000000000e+00
    x_70_0    load_0     8.793991820387e+01
    x_70_1    share_70   1.000000000000e+00
    x_70_1    link_561   1.000000000000e+00
    x_70_1    load_1     8.793991820387e+01
    x_70_2    share_70   1.000000000000e+00
    x_70_2    link_562   1.000000000000e+00
    x_70_2    load_2     8.793991820387e+01
    x_70_3    share_70   1.000000000000e+00
    x_70_3    link_563   1.000000000000e+00
    x_70_3    load_3     8.793991820387e+01
    x_70_4    share_70   1.000000000000e+00
    x_70_4    link_564   1.000000000000e+00
    x_70_4    load_4     8.793991820387e+01
    x_70_5    share_70   1.000000000000e+00
    x_70_5    link_565   1.000000000000e+00
    x_70_5    load_5     8.793991820387e+01
    x_70_6    share_70   1.000000000000e+00
    x_70_6    link_566   1.000000000000e+00
    x_70_6    load_6     8.793991820387e+01
    x_70_7    share_70   1.000000000000e+00
    x_70_7    link_567   1.000000000000e+00
    x_70_7    load_7     8.793991820387e+01
    x_71_0    share_71   1.000000000000e+00
    x_71_0    link_568   1.000000000000e+00
    x_71_0    load_0     1.520971054902e+01
    x_71_1    share_71   1.000000000000e+00
    x_71_1    link_569   1.000000000000e+00
    x_71_1    load_1     1.520971054902e+01
    x_71_2    share_71   1.000000000000e+00
    x_71_2    link_570   1.000000000000e+00
    x_71_2    load_2     1.520971054902e+01
    x_71_3    share_71   1.000000000000e+00
    x_71_3    link_571   1.000000000000e+00
    x_71_3    load_3     1.520971054902e+01
    x_71_4    share_71   1.000000000000e+00
    x_71_4    link_572   1.000000000000e+00
    x_71_4    load_4     1.520971054902e+01
    x_71_5    share_71   1.000000000000e+00
    x_71_5    link_573   1.000000000000e+00
    x_71_5    load_5     1.520971054902e+01
    x_71_6    share_71   1.000000000000e+00
    x_71_6    link_574   1.000000000000e+00
    x_71_6    load_6     1.520971054902e+01
    x_71_7    share_71   1.000000000000e+00
    x_71_7    link_575   1.000000000000e+00
    x_71_7    load_7     1.520971054902e+01
    x_72_0    share_72   1.000000000000e+00
    x_72_0    link_576   1.000000000000e+00
    x_72_0    load_0     3.770857417006e+00
    x_72_1    share_72   1.000000000000e+00
    x_72_1    link_577   1.000000000000e+00
    x_72_1    load_1     3.770857417006e+00
    x_72_2    share_72   1.000000000000e+00
    x_72_2    link_578   1.000000000000e+00
    x_72_2    load_2     3.770857417006e+00
    x_72_3    share_72   1.000000000000e+00
    x_72_3    link_579   1.000000000000e+00
    x_72_3    load_3     3.770857417006e+00
    x_72_4    share_72   1.000000000000e+00
    x_72_4    link_580   1.000000000000e+00
    x_72_4    load_4     3.770857417006e+00
    x_72_5    share_72   1.000000000000e+00
    x_72_5    link_581   1.000000000000e+00
    x_72_5    load_5     3.770857417006e+00
    x_72_6    share_72   1.000000000000e+00
    x_72_6    link_582   1.000000000000e+00
    x_72_6    load_6     3.770857417006e+00
    x_72_7    share_72   1.000000000000e+00
    x_72_7    link_583   1.000000000000e+00
    x_72_7    load_7     3.770857417006e+00
    x_73_0    share_73   1.000000000000e+00
    x_73_0    link_584   1.000000000000e+00
    x_73_0    load_0     2.687922820696e+01
    x_73_1    share_73   1.000000000000e+00
    x_73_1    link_585   1.000000000000e+00
    x_73_1    load_1     2.687922820696e+01
    x_73_2    share_73   1.000000000000e+00
    x_73_2    link_586   1.000000000000e+00
    x_73_2    load_2     2.687922820696e+01
    x_73_3    share_73   1.000000000000e+00
    x_73_3    link_587   1.000000000000e+00
    x_73_3    load_3     2.687922820696e+01
    x_73_4    share_73   1.000000000000e+00
    x_73_4    link_588   1.000000000000e+00
    x_73_4    load_4     2.687922820696e+01
    x_73_5    share_73   1.000000000000e+00
    x_73_5    link_589   1.000000000000e+00
    x_73_5    load_5     2.687922820696e+01
    x_73_6    share_73   1.000000000000e+00
    x_73_6    link_590   1.000000000000e+00
    x_73_6    load_6     2.687922820696e+01
    x_73_7    share_73   1.000000000000e+00
    x_73_7    link_591   1.000000000000e+00
    x_73_7    load_7     2.687922820696e+01
    x_74_0    share_74   1.000000000000e+00
    x_74_0    link_592   1.000000000000e+00
    x_74_0    load_0     8.647648713414e+01
    x_74_1    share_74   1.000000000000e+00
    x_74_1    link_593   1.000000000000e+00
    x_74_1    load_1     8.647648713414e+01
    x_74_2    share_74   1.000000000000e+00
    x_74_2    link_594   1.000000000000e+00
    x_74_2    load_2     8.647648713414e+01
    x_74_3    share_74   1.000000000000e+00
    x_74_3    link_595   1.000000000000e+00
    x_74_3    load_3     8.647648713414e+01
    x_74_4    share_74   1.000000000000e+00
    x_74_4    link_596   1.000000000000e+00
    x_74_4    load_4     8.647648713414e+01
    x_74_5    share_74   1.000000000000e+00
    x_74_5    link_597   1.000000000000e+00
    x_74_5    load_5     8.647648713414e+01
    x_74_6    share_74   1.000000000000e+00
    x_74_6    link_598   1.000000000000e+00
    x_74_6    load_6     8.647648713414e+01
    x_74_7    share_74   1.000000000000e+00
    x_74_7    link_599   1.000000000000e+00
    x_74_7    load_7     8.647648713414e+01
    x_75_0    share_75   1.000000000000e+00
    x_75_0    link_600   1.000000000000e+00
    x_75_0    load_0     6.758383964519e+01
    x_75_1    share_75   1.000000000000e+00
    x_75_1    link_601   1.000000000000e+00
    x_75_1    load_1     6.758383964519e+01
    x_75_2    share_75   1.000000000000e+00
    x_75_2    link_602   1.000000000000e+00
    x_75_2    load_2     6.758383964519e+01
    x_75_3    share_75   1.000000000000e+00
    x_75_3    link_603   1.000000000000e+00
    x_75_3    load_3     6.758383964519e+01
    x_75_4    share_75   1.000000000000e+00
    x_75_4    link_604   1.000000000000e+00
    x_75_4    load_4     6.758383964519e+01
    x_75_5    share_75   1.000000000000e+00
    x_75_5    link_605   1.000000000000e+00
    x_75_5    load_5     6.758383964519e+01
    x_75_6    share_75   1.000000000000e+00
    x_75_6    link_606   1.000000000000e+00
    x_75_6    load_6     6.758383964519e+01
    x_75_7    share_75   1.000000000000e+00
    x_75_7    link_607   1.000000000000e+00
    x_75_7    load_7     6.758383964519e+01
    x_76_0    share_76   1.000000000000e+00
    x_76_0    link_608   1.000000000000e+00
    x_76_0    load_0     9.589579035026e+00
    x_76_1    share_76   1.000000000000e+00
    x_76_1    link_609   1.000000000000e+00
    x_76_1    load_1     9.589579035026e+00
    x_76_2    share_76   1.000000000000e+00
    x_76_2    link_610   1.000000000000e+00
    x_76_2    load_2     9.589579035026e+00
    x_76_3    share_76   1.000000000000e+00
    x_76_3    link_611   1.000000000000e+00
    x_76_3    load_3     9.589579035026e+00
    x_76_4    share_76   1.000000000000e+00
    x_76_4    link_612   1.000000000000e+00
    x_76_4    load_4     9.589579035026e+00
    x_76_5    share_76   1.000000000000e+00
    x_76_5    link_613   1.000000000000e+00
    x_76_5    load_5     9.589579035026e+00
    x_76_6    share_76   1.000000000000e+00
    x_76_6    link_614   1.000000000000e+00
    x_76_6    load_6     9.589579035026e+00
    x_76_7    share_76   1.000000000000e+00
    x_76_7    link_615   1.000000000000e+00
    x_76_7    load_7     9.589579035026e+00
    x_77_0    share_77   1.000000000000e+00
    x_77_0    link_616   1.000000000000e+00
    x_77_0    load_0     1.589131713920e+01
    x_77_1    share_77   1.000000000000e+00
    x_77_1    link_617   1.000000000000e+00
    x_77_1    load_1     1.589131713920e+01
    x_77_2    share_77   1.000000000000e+00
    x_77_2    link_618   1.000000000000e+00
    x_77_2    load_2     1.589131713920e+01
    x_77_3    share_77   1.000000000000e+00
    x_77_3    link_619   1.000000000000e+00
    x_77_3    load_3     1.589131713920e+01
    x_77_4    share_77   1.000000000000e+00
    x_77_4    link_620   1.000000000000e+00
    x_77_4    load_4     1.589131713920e+01
    x_77_5    share_77   1.000000000000e+00
    x_77_5    link_621   1.000000000000e+00
    x_77_5    load_5     1.589131713920e+01
    x_77_6    share_77   1.000000000000e+00
    x_77_6    link_622   1.000000000000e+00
    x_77_6    load_6     1.589131713920e+01
    x_77_7    share_77   1.000000000000e+00
    x_77_7    link_623   1.000000000000e+00
    x_77_7    load_7     1.589131713920e+01
    x_78_0    share_78   1.000000000000e+00
    x_78_0    link_624   1.000000000000e+00
    x_78_0    load_0     7.384563405989e+02
    x_78_1    share_78   1.000000000000e+00
    x_78_1    link_625   1.000000000000e+00
    x_78_1    load_1     7.384563405989e+02
    x_78_2    share_78   1.000000000000e+00
    x_78_2    link_626   1.000000000000e+00
    x_78_2    load_2     7.384563405989e+02
    x_78_3    share_78   1.000000000000e+00
    x_78_3    link_627   1.000000000000e+00
    x_78_3    load_3     7.384563405989e+02
    x_78_4    share_78   1.000000000000e+00
    x_78_4    link_628   1.000000000000e+00
    x_78_4    load_4     7.384563405989e+02
    x_78_5    share_78   1.000000000000e+00
    x_78_5    link_629   1.000000000000e+00
    x_78_5    load_5     7.384563405989e+02
    x_78_6    share_78   1.000000000000e+00
    x_78_6    link_630   1.000000000000e+00
    x_78_6    load_6     7.384563405989e+02
    x_78_7    share_78   1.000000000000e+00
    x_78_7    link_631   1.000000000000e+00
    x_78_7    load_7     7.384563405989e+02
    x_79_0    share_79   1.000000000000e+00
    x_79_0    link_632   1.000000000000e+00
    x_79_0    load_0     2.482206912311e+01
    x_79_1    share_79   1.000000000000e+00
    x_79_1    link_633   1.000000000000e+00
    x_79_1    load_1     2.482206912311e+01
    x_79_2    share_79   1.000000000000e+00
    x_79_2    link_634   1.000000000000e+00
    x_79_2    load_2     2.482206912311e+01
    x_79_3    share_79   1.000000000000e+00
    x_79_3    link_635   1.000000000000e+00
    x_79_3    load_3     2.482206912311e+01
    x_79_4    share_79   1.000000000000e+00
    x_79_4    link_636   1.000000000000e+00
    x_79_4    load_4     2.482206912311e+01
    x_79_5    share_79   1.000000000000e+00
    x_79_5    link_637   1.000000000000e+00
    x_79_5    load_5     2.482206912311e+01
    x_79_6    share_79   1.000000000000e+00
    x_79_6    link_638   1.000000000000e+00
    x_79_6    load_6     2.482206912311e+01
    x_79_7    share_79   1.000000000000e+00
    x_79_7    link_639   1.000000000000e+00
    x_79_7    load_7     2.482206912311e+01
    x_7_0     share_7    1.000000000000e+00
    x_7_0     link_56    1.000000000000e+00
    x_7_0     load_0     4.246216813063e+00
    x_7_1     share_7    1.000000000000e+00
    x_7_1     link_57    1.000000000000e+00
    x_7_1     load_1     4.246216813063e+00
    x_7_2     share_7    1.000000000000e+00
    x_7_2     link_58    1.000000000000e+00
    x_7_2     load_2     4.246216813063e+00
    x_7_3     share_7    1.000000000000e+00
    x_7_3     link_59    1.000000000000e+00
    x_7_3     load_3     4.246216813063e+00
    x_7_4     share_7    1.000000000000e+00
    x_7_4     link_60    1.000000000000e+00
    x_7_4     load_4     4.246216813063e+00
    x_7_5     share_7    1.000000000000e+00
    x_7_5     link_61    1.000000000000e+00
    x_7_5     load_5     4.246216813063e+00
    x_7_6     share_7    1.000000000000e+00
    x_7_6     link_62    1.000000000000e+00
    x_7_6     load_6     4.246216813063e+00
    x_7_7     share_7    1.000000000000e+00
    x_7_7     link_63    1.000000000000e+00
    x_7_7     load_7     4.246216813063e+00
    x_80_0    share_80   1.000000000000e+00
    x_80_0    link_640   1.000000000000e+00
    x_80_0    load_0     2.805811914571e+01
    x_80_1    share_80   1.000000000000e+00
    x_80_1    link_641   1.000000000000e+00
    x_80_1    load_1     2.805811914571e+01
    x_80_2    share_80   1.000000000000e+00
    x_80_2    link_642   1.000000000000e+00
    x_80_2    load_2     2.805811914571e+01
    x_80_3    share_80   1.000000000000e+00
    x_80_3    link_643   1.000000000000e+00
    x_80_3    load_3     2.805811914571e+01
    x_80_4    share_80   1.000000000000e+00
    x_80_4    link_644   1.000000000000e+00
    x_80_4    load_4     2.805811914571e+01
    x_80_5    share_80   1.000000000000e+00
    x_80_5    link_645   1.000000000000e+00
    x_80_5    load_5     2.805811914571e+01
    x_80_6    share_80   1.000000000000e+00
    x_80_6    link_646   1.000000000000e+00
    x_80_6    load_6     2.805811914571e+01
    x_80_7    share_80   1.000000000000e+00
    x_80_7    link_647   1.000000000000e+00
    x_80_7    load_7     2.805811914571e+01
    x_81_0    share_81   1.000000000000e+00
    x_81_0    link_648   1.000000000000e+00
    x_81_0    load_0     2.471499586400e+00
    x_81_1    share_81   1.000000000000e+00
    x_81_1    link_649   1.000000000000e+00
    x_81_1    load_1     2.471499586400e+00
    x_81_2    share_81   1.000000000000e+00
    x_81_2    link_650   1.000000000000e+00
    x_81_2    load_2     2.471499586400e+00
    x_81_3    share_81   1.000000000000e+00
    x_81_3    link_651   1.000000000000e+00
    x_81_3    load_3     2.471499586400e+00
    x_81_4    share_81   1.000000000000e+00
    x_81_4    link_652   1.000000000000e+00
    x_81_4    load_4     2.471499586400e+00
    x_81_5    share_81   1.000000000000e+00
    x_81_5    link_653   1.000000000000e+00
    x_81_5    load_5     2.471499586400e+00
    x_81_6    share_81   1.000000000000e+00
    x_81_6    link_654   1.000000000000e+00
    x_81_6    load_6     2.471499586400e+00
    x_81_7    share_81   1.000000000000e+00
    x_81_7    link_655   1.000000000000e+00
    x_81_7    load_7     2.471499586400e+00
    x_82_0    share_82   1.000000000000e+00
    x_82_0    link_656   1.000000000000e+00
    x_82_0    load_0     2.667236098489e+01
    x_82_1    share_82   1.000000000000e+00
    x_82_1    link_657   1.000000000000e+00
    x_82_1    load_1     2.667236098489e+01
    x_82_2    share_82   1.000000000000e+00
    x_82_2    link_658   1.000000000000e+00
    x_82_2    load_2     2.667236098489e+01
    x_82_3    share_82   1.000000000000e+00
    x_82_3    link_659   1.000000000000e+00
    x_82_3    load_3     2.667236098489e+01
    x_82_4    share_82   1.000000000000e+00
    x_82_4    link_660   1.000000000000e+00
    x_82_4    load_4     2.667236098489e+01
    x_82_5    share_82   1.000000000000e+00
    x_82_5    link_661   1.000000000000e+00
    x_82_5    load_5     2.667236098489e+01
    x_82_6    share_82   1.000000000000e+00
    x_82_6    link_662   1.000000000000e+00
    x_82_6    load_6     2.667236098489e+01
    x_82_7    share_82   1.000000000000e+00
    x_82_7    link_663   1.000000000000e+00
    x_82_7    load_7     2.667236098489e+01
    x_83_0    share_83   1.000000000000e+00
    x_83_0    link_664   1.000000000000e+00
    x_83_0    load_0     5.210881884425e+01
    x_83_1    share_83   1.000000000000e+00
    x_83_1    link_665   1.000000000000e+00
    x_83_1    load_1     5.210881884425e+01
    x_83_2    share_83   1.000000000000e+00
    x_83_2    link_666   1.000000000000e+00
    x_83_2    load_2     5.210881884425e+01
    x_83_3    share_83   1.000000000000e+00
    x_83_3    link_667   1.000000000000e+00
    x_83_3    load_3     5.210881884425e+01
    x_83_4    share_83   1.000000000000e+00
    x_83_4    link_668   1.000000000000e+00
    x_83_4    load_4     5.210881884425e+01
    x_83_5    share_83   1.000000000000e+00
    x_83_5    link_669   1.000000000000e+00
    x_83_5    load_5     5.210881884425e+01
    x_83_6    share_83   1.000000000000e+00
    x_83_6    link_670   1.000000000000e+00
    x_83_6    load_6     5.210881884425e+01
    x_83_7    share_83   1.000000000000e+00
    x_83_7    link_671   1.000000000000e+00
    x_83_7    load_7     5.210881884425e+01
    x_84_0    share_84   1.000000000000e+00
    x_84_0    link_672   1.000000000000e+00
    x_84_0    load_0     1.737189169765e+02
    x_84_1    share_84   1.000000000000e+00
    x_84_1    link_673   1.000000000000e+00
    x_84_1    load_1     1.737189169765e+02
    x_84_2    share_84   1.000000000000e+00
    x_84_2    link_674   1.000000000000e+00
    x_84_2    load_2     1.737189169765e+02
    x_84_3    share_84   1.000000000000e+00
    x_84_3    link_675   1.000000000000e+00
    x_84_3    load_3     1.737189169765e+02
    x_84_4    share_84   1.000000000000e+00
    x_84_4    link_676   1.000000000000e+00
    x_84_4    load_4     1.737189169765e+02
    x_84_5    share_84   1.000000000000e+00
    x_84_5    link_677   1.000000000000e+00
    x_84_5    load_5     1.737189169765e+02
    x_84_6    share_84   1.000000000000e+00
    x_84_6    link_678   1.000000000000e+00
    x_84_6    load_6     1.737189169765e+02
    x_84_7    share_84   1.000000000000e+00
    x_84_7    link_679   1.000000000000e+00
    x_84_7    load_7     1.737189169765e+02
    x_85_0    share_85   1.000000000000e+00
    x_85_0    link_680   1.000000000000e+00
    x_85_0    load_0     5.685430072540e+02
    x_85_1    share_85   1.000000000000e+00
    x_85_1    link_681   1.000000000000e+00
    x_85_1    load_1     5.685430072540e+02
    x_85_2    share_85   1.000000000000e+00
    x_85_2    link_682   1.000000000000e+00
    x_85_2    load_2     5.685430072540e+02
    x_85_3    share_85   1.000000000000e+00
    x_85_3    link_683   1.000000000000e+00
    x_85_3    load_3     5.685430072540e+02
    x_85_4    share_85   1.000000000000e+00
    x_85_4    link_684   1.000000000000e+00
    x_85_4    load_4     5.685430072540e+02
    x_85_5    share_85   1.000000000000e+00
    x_85_5    link_685   1.000000000000e+00
    x_85_5    load_5     5.685430072540e+02
    x_85_6    share_85   1.000000000000e+00
    x_85_6    link_686   1.000000000000e+00
    x_85_6    load_6     5.685430072540e+02
    x_85_7    share_85   1.000000000000e+00
    x_85_7    link_687   1.000000000000e+00
    x_85_7    load_7     5.685430072540e+02
    x_86_0    share_86   1.000000000000e+00
    x_86_0    link_688   1.000000000000e+00
    x_86_0    load_0     2.558777181397e+01
    x_86_1    share_86   1.000000000000e+00
    x_86_1    link_689   1.000000000000e+00
    x_86_1    load_1     2.558777181397e+01
    x_86_2    share_86   1.000000000000e+00
    x_86_2    link_690   1.000000000000e+00
    x_86_2    load_2     2.558777181397e+01
    x_86_3    share_86   1.000000000000e+00
    x_86_3    link_691   1.000000000000e+00
    x_86_3    load_3     2.558777181397e+01
    x_86_4    share_86   1.000000000000e+00
    x_86_4    link_692   1.000000000000e+00
    x_86_4    load_4     2.558777181397e+01
    x_86_5    share_86   1.000000000000e+00
    x_86_5    link_693   1.000000000000e+00
    x_86_5    load_5     2.558777181397e+01
    x_86_6    share_86   1.000000000000e+00
    x_86_6    link_694   1.000000000000e+00
    x_86_6    load_6     2.558777181397e+01
    x_86_7    share_86   1.000000000000e+00
    x_86_7    link_695   1.000000000000e+00
    x_86_7    load_7     2.558777181397e+01
    x_87_0    share_87   1.000000000000e+00
    x_87_0    link_696   1.000000000000e+00
    x_87_0    load_0     1.937978574701e+01
    x_87_1    share_87   1.000000000000e+00
    x_87_1    link_697   1.000000000000e+00
    x_87_1    load_1     1.937978574701e+01
    x_87_2    share_87   1.000000000000e+00
    x_87_2    link_698   1.000000000000e+00
    x_87_2    load_2     1.937978574701e+01
    x_87_3    share_87   1.000000000000e+00
    x_87_3    link_699   1.000000000000e+00
    x_87_3    load_3     1.937978574701e+01
    x_87_4    share_87   1.000000000000e+00
    x_87_4    link_700   1.000000000000e+00
    x_87_4    load_4     1.937978574701e+01
    x_87_5    share_87   1.000000000000e+00
    x_87_5    link_701   1.000000000000e+00
    x_87_5    load_5     1.937978574701e+01
    x_87_6    share_87   1.000000000000e+00
    x_87_6    link_702   1.000000000000e+00
    x_87_6    load_6     1.937978574701e+01
    x_87_7    share_87   1.000000000000e+00
    x_87_7    link_703   1.000000000000e+00
    x_87_7    load_7     1.937978574701e+01
    x_88_0    share_88   1.000000000000e+00
    x_88_0    link_704   1.000000000000e+00
    x_88_0    load_0     2.022077333900e+02
    x_88_1    share_88   1.000000000000e+00
    x_88_1    link_705   1.000000000000e+00
    x_88_1    load_1     2.022077333900e+02
    x_88_2    share_88   1.000000000000e+00
    x_88_2    link_706   1.000000000000e+00
    x_88_2    load_2     2.022077333900e+02
    x_88_3    share_88   1.000000000000e+00
    x_88_3    link_707   1.000000000000e+00
    x_88_3    load_3     2.022077333900e+02
    x_88_4    share_88   1.000000000000e+00
    x_88_4    link_708   1.000000000000e+00
    x_88_4    load_4     2.022077333900e+02
    x_88_5    share_88   1.000000000000e+00
    x_88_5    link_709   1.000000000000e+00
    x_88_5    load_5     2.022077333900e+02
    x_88_6    share_88   1.000000000000e+00
    x_88_6    link_710   1.000000000000e+00
    x_88_6    load_6     2.022077333900e+02
    x_88_7    share_88   1.000000000000e+00
    x_88_7    link_711   1.000000000000e+00
    x_88_7    load_7     2.022077333900e+02
    x_89_0    share_89   1.000000000000e+00
    x_89_0    link_712   1.000000000000e+00
    x_89_0    load_0     3.965073280169e+01
    x_89_1    share_89   1.000000000000e+00
    x_89_1    link_713   1.000000000000e+00
    x_89_1    load_1     3.965073280169e+01
    x_89_2    share_89   1.000000000000e+00
    x_89_2    link_714   1.000000000000e+00
    x_89_2    load_2     3.965073280169e+01
    x_89_3    share_89   1.000000000000e+00
    x_89_3    link_715   1.000000000000e+00
    x_89_3    load_3     3.965073280169e+01
    x_89_4    share_89   1.000000000000e+00
    x_89_4    link_716   1.000000000000e+00
    x_89_4    load_4     3.965073280169e+01
    x_89_5    share_89   1.000000000000e+00
    x_89_5    link_717   1.000000000000e+00
    x_89_5    load_5     3.965073280169e+01
    x_89_6    share_89   1.000000000000e+00
    x_89_6    link_718   1.000000000000e+00
    x_89_6    load_6     3.965073280169e+01
    x_89_7    share_89   1.000000000000e+00
    x_89_7    link_719   1.000000000000e+00
    x_89_7    load_7     3.965073280169e+01
    x_8_0     share_8    1.000000000000e+00
    x_8_0     link_64    1.000000000000e+00
    x_8_0     load_0     5.558507043705e+01
    x_8_1     share_8    1.000000000000e+00
    x_8_1     link_65    1.000000000000e+00
    x_8_1     load_1     5.558507043705e+01
    x_8_2     share_8    1.000000000000e+00
    x_8_2     link_66    1.000000000000e+00
    x_8_2     load_2     5.558507043705e+01
    x_8_3     share_8    1.000000000000e+00
    x_8_3     link_67    1.000000000000e+00
    x_8_3     load_3     5.558507043705e+01
    x_8_4     share_8    1.000000000000e+00
    x_8_4     link_68    1.000000000000e+00
    x_8_4     load_4     5.558507043705e+01
    x_8_5     share_8    1.000000000000e+00
    x_8_5     link_69    1.000000000000e+00
    x_8_5     load_5     5.558507043705e+01
    x_8_6     share_8    1.000000000000e+00
    x_8_6     link_70    1.000000000000e+00
    x_8_6     load_6     5.558507043705e+01
    x_8_7     share_8    1.000000000000e+00
    x_8_7     link_71    1.000000000000e+00
    x_8_7     load_7     5.558507043705e+01
    x_90_0    share_90   1.000000000000e+00
    x_90_0    link_720   1.000000000000e+00
    x_90_0    load_0     2.770941151823e+02
    x_90_1    share_90   1.000000000000e+00
    x_90_1    link_721   1.000000000000e+00
    x_90_1    load_1     2.770941151823e+02
    x_90_2    share_90   1.000000000000e+00
    x_90_2    link_722   1.000000000000e+00
    x_90_2    load_2     2.770941151823e+02
    x_90_3    share_90   1.000000000000e+00
    x_90_3    link_723   1.000000000000e+00
    x_90_3    load_3     2.770941151823e+02
    x_90_4    share_90   1.000000000000e+00
    x_90_4    link_724   1.000000000000e+00
    x_90_4    load_4     2.770941151823e+02
    x_90_5    share_90   1.000000000000e+00
    x_90_5    link_725   1.000000000000e+00
    x_90_5    load_5     2.770941151823e+02
    x_90_6    share_90   1.000000000000e+00
    x_90_6    link_726   1.000000000000e+00
    x_90_6    load_6     2.770941151823e+02
    x_90_7    share_90   1.000000000000e+00
    x_90_7    link_727   1.000000000000e+00
    x_90_7    load_7     2.770941151823e+02
    x_91_0    share_91   1.000000000000e+00
    x_91_0    link_728   1.000000000000e+00
    x_91_0    load_0     2.013768477729e+01
    x_91_1    share_91   1.000000000000e+00
    x_91_1    link_729   1.000000000000e+00
    x_91_1    load_1     2.013768477729e+01
    x_91_2    share_91   1.000000000000e+00
    x_91_2    link_730   1.000000000000e+00
    x_91_2    load_2     2.013768477729e+01
    x_91_3    share_91   1.000000000000e+00
    x_91_3    link_731   1.000000000000e+00
    x_91_3    load_3     2.013768477729e+01
    x_91_4    share_91   1.000000000000e+00
    x_91_4    link_732   1.000000000000e+00
    x_91_4    load_4     2.013768477729e+01
    x_91_5    share_91   1.000000000000e+00
    x_91_5    link_733   1.000000000000e+00
    x_91_5    load_5     2.013768477729e+01
    x_91_6    share_91   1.000000000000e+00
    x_91_6    link_734   1.000000000000e+00
    x_91_6    load_6     2.013768477729e+01
    x_91_7    share_91   1.000000000000e+00
    x_91_7    link_735   1.000000000000e+00
    x_91_7    load_7     2.013768477729e+01
    x_92_0    share_92   1.000000000000e+00
    x_92_0    link_736   1.000000000000e+00
    x_92_0    load_0     2.886767798445e+01
    x_92_1    share_92   1.000000000000e+00
    x_92_1    link_737   1.000000000000e+00
    x_92_1    load_1     2.886767798445e+01
    x_92_2    share_92   1.000000000000e+00
    x_92_2    link_738   1.000000000000e+00
    x_92_2    load_2     2.886767798445e+01
    x_92_3    share_92   1.000000000000e+00
    x_92_3    link_739   1.000000000000e+00
    x_92_3    load_3     2.886767798445e+01
    x_92_4    share_92   1.000000000000e+00
    x_92_4    link_740   1.000000000000e+00
    x_92_4    load_4     2.886767798445e+01
    x_92_5    share_92   1.000000000000e+00
    x_92_5    link_741   1.000000000000e+00
    x_92_5    load_5     2.886767798445e+01
    x_92_6    share_92   1.000000000000e+00
    x_92_6    link_742   1.000000000000e+00
    x_92_6    load_6     2.886767798445e+01
    x_92_7    share_92   1.000000000000e+00
    x_92_7    link_743   1.000000000000e+00
    x_92_7    load_7     2.886767798445e+01
    x_93_0    share_93   1.000000000000e+00
    x_93_0    link_744   1.000000000000e+00
    x_93_0    load_0     1.065598800063e+01
    x_93_1    share_93   1.000000000000e+00
    x_93_1    link_745   1.000000000000e+00
    x_93_1    load_1     1.065598800063e+01
    x_93_2    share_93   1.000000000000e+00
    x_93_2    link_746   1.000000000000e+00
    x_93_2    load_2     1.065598800063e+01
    x_93_3    share_93   1.000000000000e+00
    x_93_3    link_747   1.000000000000e+00
    x_93_3    load_3     1.065598800063e+01
    x_93_4    share_93   1.000000000000e+00
    x_93_4    link_748   1.000000000000e+00
    x_93_4    load_4     1.065598800063e+01
    x_93_5    share_93   1.000000000000e+00
    x_93_5    link_749   1.000000000000e+00
    x_93_5    load_5     1.065598800063e+01
    x_93_6    share_93   1.000000000000e+00
    x_93_6    link_750   1.000000000000e+00
    x_93_6    load_6     1.065598800063e+01
    x_93_7    share_93   1.000000000000e+00
    x_93_7    link_751   1.000000000000e+00
    x_93_7    load_7     1.065598800063e+01
    x_94_0    share_94   1.000000000000e+00
    x_94_0    link_752   1.000000000000e+00
    x_94_0    load_0     6.239025054206e+01
    x_94_1    share_94   1.000000000000e+00
    x_94_1    link_753   1.000000000000e+00
    x_94_1    load_1     6.239025054206e+01
    x_94_2    share_94   1.000000000000e+00
    x_94_2    link_754   1.000000000000e+00
    x_94_2    load_2     6.239025054206e+01
    x_94_3    share_94   1.000000000000e+00
    x_94_3    link_755   1.000000000000e+00
    x_94_3    load_3     6.239025054206e+01
    x_94_4    share_94   1.000000000000e+00
    x_94_4    link_756   1.000000000000e+00
    x_94_4    load_4     6.239025054206e+01
    x_94_5    share_94   1.000000000000e+00
    x_94_5    link_757   1.000000000000e+00
    x_94_5    load_5     6.239025054206e+01
    x_94_6    share_94   1.000000000000e+00
    x_94_6    link_758   1.000000000000e+00
    x_94_6    load_6     6.239025054206e+01
    x_94_7    share_94   1.000000000000e+00
    x_94_7    link_759   1.000000000000e+00
    x_94_7    load_7     6.239025054206e+01
    x_95_0    share_95   1.000000000000e+00
    x_95_0    link_760   1.000000000000e+00
    x_95_0    load_0     4.363335777275e+01
    x_95_1    share_95   1.000000000000e+00
    x_95_1    link_761   1.000000000000e+00
    x_95_1    load_1     4.363335777275e+01
    x_95_2    share_95   1.000000000000e+00
    x_95_2    link_762   1.000000000000e+00
    x_95_2    load_2     4.363335777275e+01
    x_95_3    share_95   1.000000000000e+00
    x_95_3    link_763   1.000000000000e+00
    x_95_3    load_3     4.363335777275e+01
    x_95_4    share_95   1.000000000000e+00
    x_95_4    link_764   1.000000000000e+00
    x_95_4    load_4     4.363335777275e+01
    x_95_5    share_95   1.000000000000e+00
    x_95_5    link_765   1.000000000000e+00
    x_95_5    load_5     4.363335777275e+01
    x_95_6    share_95   1.000000000000e+00
    x_95_6    link_766   1.000000000000e+00
    x_95_6    load_6     4.363335777275e+01
    x_95_7    share_95   1.000000000000e+00
    x_95_7    link_767   1.000000000000e+00
    x_95_7    load_7     4.363335777275e+01
    x_96_0    share_96   1.000000000000e+00
    x_96_0    link_768   1.000000000000e+00
    x_96_0    load_0     1.212563753688e+01
    x_96_1    share_96   1.000000000000e+00
    x_96_1    link_769   1.000000000000e+00
    x_96_1    load_1     1.212563753688e+01
    x_96_2    share_96   1.000000000000e+00
    x_96_2    link_770   1.000000000000e+00
    x_96_2    load_2     1.212563753688e+01
    x_96_3    share_96   1.000000000000e+00
    x_96_3    link_771   1.000000000000e+00
    x_96_3    load_3     1.212563753688e+01
    x_96_4    share_96   1.000000000000e+00
    x_96_4    link_772   1.000000000000e+00
    x_96_4    load_4     1.212563753688e+01
    x_96_5    share_96   1.000000000000e+00
    x_96_5    link_773   1.000000000000e+00
    x_96_5    load_5     1.212563753688e+01
    x_96_6    share_96   1.000000000000e+00
    x_96_6    link_774   1.000000000000e+00
    x_96_6    load_6     1.212563753688e+01
    x_96_7    share_96   1.000000000000e+00
    x_96_7    link_775   1.000000000000e+00
    x_96_7    load_7     1.212563753688e+01
    x_97_0    share_97   1.000000000000e+00
    x_97_0    link_776   1.000000000000e+00
    x_97_0    load_0     8.763008700615e+00
    x_97_1    share_97   1.000000000000e+00
    x_97_1    link_777   1.000000000000e+00
    x_97_1    load_1     8.763008700615e+00
    x_97_2    share_97   1.000000000000e+00
    x_97_2    link_778   1.000000000000e+00
    x_97_2    load_2     8.763008700615e+00
    x_97_3    share_97   1.000000000000e+00
    x_97_3    link_779   1.000000000000e+00
    x_97_3    load_3     8.763008700615e+00
    x_97_4    share_97   1.000000000000e+00
    x_97_4    link_780   1.000000000000e+00
    x_97_4    load_4     8.763008700615e+00
    x_97_5    share_97   1.000000000000e+00
    x_97_5    link_781   1.000000000000e+00
    x_97_5    load_5     8.763008700615e+00
    x_97_6    share_97   1.000000000000e+00
    x_97_6    link_782   1.000000000000e+00
    x_97_6    load_6     8.763008700615e+00
    x_97_7    share_97   1.000000000000e+00
    x_97_7    link_783   1.000000000000e+00
    x_97_7    load_7     8.763008700615e+00
    x_98_0    share_98   1.000000000000e+00
    x_98_0    link_784   1.000000000000e+00
    x_98_0    load_0     7.440739494471e+01
    x_98_1    share_98   1.000000000000e+00
    x_98_1    link_785   1.000000000000e+00
    x_98_1    load_1     7.440739494471e+01
    x_98_2    share_98   1.000000000000e+00
    x_98_2    link_786   1.000000000000e+00
    x_98_2    load_2     7.440739494471e+01
    x_98_3    share_98   1.000000000000e+00
    x_98_3    link_787   1.000000000000e+00
    x_98_3    load_3     7.440739494471e+01
    x_98_4    share_98   1.000000000000e+00
    x_98_4    link_788   1.000000000000e+00
    x_98_4    load_4     7.440739494471e+01
    x_98_5    share_98   1.000000000000e+00
    x_98_5    link_789   1.000000000000e+00
    x_98_5    load_5     7.440739494471e+01
    x_98_6    share_98   1.000000000000e+00
    x_98_6    link_790   1.000000000000e+00
    x_98_6    load_6     7.440739494471e+01
    x_98_7    share_98   1.000000000000e+00
    x_98_7    link_791   1.000000000000e+00
    x_98_7    load_7     7.440739494471e+01
    x_99_0    share_99   1.000000000000e+00
    x_99_0    link_792   1.000000000000e+00
    x_99_0    load_0     1.605268583587e+01
    x_99_1    share_99   1.000000000000e+00
    x_99_1    link_793   1.000000000000e+00
    x_99_1    load_1     1.605268583587e+01
    x_99_2    share_99   1.000000000000e+00
    x_99_2    link_794   1.000000000000e+00
    x_99_2    load_2     1.605268583587e+01
    x_99_3    share_99   1.000000000000e+00
    x_99_3    link_795   1.000000000000e+00
    x_99_3    load_3     1.605268583587e+01
    x_99_4    share_99   1.000000000000e+00
    x_99_4    link_796   1.000000000000e+00
    x_99_4    load_4     1.605268583587e+01
    x_99_5    share_99   1.000000000000e+00
    x_99_5    link_797   1.000000000000e+00
    x_99_5    load_5     1.605268583587e+01
    x_99_6    share_99   1.000000000000e+00
    x_99_6    link_798   1.000000000000e+00
    x_99_6    load_6     1.605268583587e+01
    x_99_7    share_99   1.000000000000e+00
    x_99_7    link_799   1.000000000000e+00
    x_99_7    load_7     1.605268583587e+01
    x_9_0     share_9    1.000000000000e+00
    x_9_0     link_72    1.000000000000e+00
    x_9_0     load_0     3.883271374757e+01
    x_9_1     share_9    1.000000000000e+00
    x_9_1     link_73    1.000000000000e+00
    x_9_1     load_1     3.883271374757e+01
    x_9_2     share_9    1.000000000000e+00
    x_9_2     link_74    1.000000000000e+00
    x_9_2     load_2     3.883271374757e+01
    x_9_3     share_9    1.000000000000e+00
    x_9_3     link_75    1.000000000000e+00
    x_9_3     load_3     3.883271374757e+01
    x_9_4     share_9    1.000000000000e+00
    x_9_4     link_76    1.000000000000e+00
    x_9_4     load_4     3.883271374757e+01
    x_9_5     share_9    1.000000000000e+00
    x_9_5     link_77    1.000000000000e+00
    x_9_5     load_5     3.883271374757e+01
    x_9_6     share_9    1.000000000000e+00
    x_9_6     link_78    1.000000000000e+00
    x_9_6     load_6     3.883271374757e+01
    x_9_7     share_9    1.000000000000e+00
    x_9_7     link_79    1.000000000000e+00
    x_9_7     load_7     3.883271374757e+01
    MARK      'MARKER'                 'INTORG'
    y_0_0     dest_0     1.000000000000e+00
    y_0_0     link_0    -1.000000000000e+00
    y_0_0     kv_0       1.241000000000e+03
    y_0_0     load_0     2.068333333333e+01
    y_0_0     J          2.068333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_0_1     dest_0     1.000000000000e+00
    y_0_1     link_1    -1.000000000000e+00
    y_0_1     kv_1       1.241000000000e+03
    y_0_1     load_1     2.068333333333e+01
    y_0_1     J          2.068333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_0_2     dest_0     1.000000000000e+00
    y_0_2     link_2    -1.000000000000e+00
    y_0_2     kv_2       1.241000000000e+03
    y_0_2     load_2     2.068333333333e+01
    y_0_2     J          2.068333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_0_3     dest_0     1.000000000000e+00
    y_0_3     link_3    -1.000000000000e+00
    y_0_3     kv_3       1.241000000000e+03
    y_0_3     load_3     2.068333333333e+01
    y_0_3     J          2.068333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_0_4     dest_0     1.000000000000e+00
    y_0_4     link_4    -1.000000000000e+00
    y_0_4     kv_4       1.241000000000e+03
    y_0_4     load_4     2.068333333333e+01
    y_0_4     J          2.068333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_0_5     dest_0     1.000000000000e+00
    y_0_5     link_5    -1.000000000000e+00
    y_0_5     kv_5       1.241000000000e+03
    y_0_5     load_5     2.068333333333e+01
    y_0_5     J          2.068333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_0_6     dest_0     1.000000000000e+00
    y_0_6     link_6    -1.000000000000e+00
    y_0_6     kv_6       1.241000000000e+03
    y_0_6     load_6     2.068333333333e+01
    y_0_6     J          2.068333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_0_7     dest_0     1.000000000000e+00
    y_0_7     link_7    -1.000000000000e+00
    y_0_7     kv_7       1.241000000000e+03
    y_0_7     load_7     2.068333333333e+01
    y_0_7     J          2.068333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_100_0   dest_100   1.000000000000e+00
    y_100_0   link_800  -1.000000000000e+00
    y_100_0   kv_0       3.668000000000e+03
    y_100_0   load_0     6.113333333333e+01
    y_100_0   J          6.113333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_100_1   dest_100   1.000000000000e+00
    y_100_1   link_801  -1.000000000000e+00
    y_100_1   kv_1       3.668000000000e+03
    y_100_1   load_1     6.113333333333e+01
    y_100_1   J          6.113333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_100_2   dest_100   1.000000000000e+00
    y_100_2   link_802  -1.000000000000e+00
    y_100_2   kv_2       3.668000000000e+03
    y_100_2   load_2     6.113333333333e+01
    y_100_2   J          6.113333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_100_3   dest_100   1.000000000000e+00
    y_100_3   link_803  -1.000000000000e+00
    y_100_3   kv_3       3.668000000000e+03
    y_100_3   load_3     6.113333333333e+01
    y_100_3   J          6.113333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_100_4   dest_100   1.000000000000e+00
    y_100_4   link_804  -1.000000000000e+00
    y_100_4   kv_4       3.668000000000e+03
    y_100_4   load_4     6.113333333333e+01
    y_100_4   J          6.113333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_100_5   dest_100   1.000000000000e+00
    y_100_5   link_805  -1.000000000000e+00
    y_100_5   kv_5       3.668000000000e+03
    y_100_5   load_5     6.113333333333e+01
    y_100_5   J          6.113333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_100_6   dest_100   1.000000000000e+00
    y_100_6   link_806  -1.000000000000e+00
    y_100_6   kv_6       3.668000000000e+03
    y_100_6   load_6     6.113333333333e+01
    y_100_6   J          6.113333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_100_7   dest_100   1.000000000000e+00
    y_100_7   link_807  -1.000000000000e+00
    y_100_7   kv_7       3.668000000000e+03
    y_100_7   load_7     6.113333333333e+01
    y_100_7   J          6.113333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_101_0   dest_101   1.000000000000e+00
    y_101_0   link_808  -1.000000000000e+00
    y_101_0   kv_0       5.590000000000e+02
    y_101_0   load_0     9.316666666667e+00
    y_101_0   J          9.316666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_101_1   dest_101   1.000000000000e+00
    y_101_1   link_809  -1.000000000000e+00
    y_101_1   kv_1       5.590000000000e+02
    y_101_1   load_1     9.316666666667e+00
    y_101_1   J          9.316666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_101_2   dest_101   1.000000000000e+00
    y_101_2   link_810  -1.000000000000e+00
    y_101_2   kv_2       5.590000000000e+02
    y_101_2   load_2     9.316666666667e+00
    y_101_2   J          9.316666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_101_3   dest_101   1.000000000000e+00
    y_101_3   link_811  -1.000000000000e+00
    y_101_3   kv_3       5.590000000000e+02
    y_101_3   load_3     9.316666666667e+00
    y_101_3   J          9.316666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_101_4   dest_101   1.000000000000e+00
    y_101_4   link_812  -1.000000000000e+00
    y_101_4   kv_4       5.590000000000e+02
    y_101_4   load_4     9.316666666667e+00
    y_101_4   J          9.316666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_101_5   dest_101   1.000000000000e+00
    y_101_5   link_813  -1.000000000000e+00
    y_101_5   kv_5       5.590000000000e+02
    y_101_5   load_5     9.316666666667e+00
    y_101_5   J          9.316666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_101_6   dest_101   1.000000000000e+00
    y_101_6   link_814  -1.000000000000e+00
    y_101_6   kv_6       5.590000000000e+02
    y_101_6   load_6     9.316666666667e+00
    y_101_6   J          9.316666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_101_7   dest_101   1.000000000000e+00
    y_101_7   link_815  -1.000000000000e+00
    y_101_7   kv_7       5.590000000000e+02
    y_101_7   load_7     9.316666666667e+00
    y_101_7   J          9.316666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_102_0   dest_102   1.000000000000e+00
    y_102_0   link_816  -1.000000000000e+00
    y_102_0   kv_0       1.562000000000e+03
    y_102_0   load_0     2.603333333333e+01
    y_102_0   J          2.603333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_102_1   dest_102   1.000000000000e+00
    y_102_1   link_817  -1.000000000000e+00
    y_102_1   kv_1       1.562000000000e+03
    y_102_1   load_1     2.603333333333e+01
    y_102_1   J          2.603333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_102_2   dest_102   1.000000000000e+00
    y_102_2   link_818  -1.000000000000e+00
    y_102_2   kv_2       1.562000000000e+03
    y_102_2   load_2     2.603333333333e+01
    y_102_2   J          2.603333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_102_3   dest_102   1.000000000000e+00
    y_102_3   link_819  -1.000000000000e+00
    y_102_3   kv_3       1.562000000000e+03
    y_102_3   load_3     2.603333333333e+01
    y_102_3   J          2.603333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_102_4   dest_102   1.000000000000e+00
    y_102_4   link_820  -1.000000000000e+00
    y_102_4   kv_4       1.562000000000e+03
    y_102_4   load_4     2.603333333333e+01
    y_102_4   J          2.603333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_102_5   dest_102   1.000000000000e+00
    y_102_5   link_821  -1.000000000000e+00
    y_102_5   kv_5       1.562000000000e+03
    y_102_5   load_5     2.603333333333e+01
    y_102_5   J          2.603333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_102_6   dest_102   1.000000000000e+00
    y_102_6   link_822  -1.000000000000e+00
    y_102_6   kv_6       1.562000000000e+03
    y_102_6   load_6     2.603333333333e+01
    y_102_6   J          2.603333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_102_7   dest_102   1.000000000000e+00
    y_102_7   link_823  -1.000000000000e+00
    y_102_7   kv_7       1.562000000000e+03
    y_102_7   load_7     2.603333333333e+01
    y_102_7   J          2.603333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_103_0   dest_103   1.000000000000e+00
    y_103_0   link_824  -1.000000000000e+00
    y_103_0   kv_0       3.997000000000e+03
    y_103_0   load_0     6.661666666667e+01
    y_103_0   J          6.661666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_103_1   dest_103   1.000000000000e+00
    y_103_1   link_825  -1.000000000000e+00
    y_103_1   kv_1       3.997000000000e+03
    y_103_1   load_1     6.661666666667e+01
    y_103_1   J          6.661666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_103_2   dest_103   1.000000000000e+00
    y_103_2   link_826  -1.000000000000e+00
    y_103_2   kv_2       3.997000000000e+03
    y_103_2   load_2     6.661666666667e+01
    y_103_2   J          6.661666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_103_3   dest_103   1.000000000000e+00
    y_103_3   link_827  -1.000000000000e+00
    y_103_3   kv_3       3.997000000000e+03
    y_103_3   load_3     6.661666666667e+01
    y_103_3   J          6.661666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_103_4   dest_103   1.000000000000e+00
    y_103_4   link_828  -1.000000000000e+00
    y_103_4   kv_4       3.997000000000e+03
    y_103_4   load_4     6.661666666667e+01
    y_103_4   J          6.661666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_103_5   dest_103   1.000000000000e+00
    y_103_5   link_829  -1.000000000000e+00
    y_103_5   kv_5       3.997000000000e+03
    y_103_5   load_5     6.661666666667e+01
    y_103_5   J          6.661666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_103_6   dest_103   1.000000000000e+00
    y_103_6   link_830  -1.000000000000e+00
    y_103_6   kv_6       3.997000000000e+03
    y_103_6   load_6     6.661666666667e+01
    y_103_6   J          6.661666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_103_7   dest_103   1.000000000000e+00
    y_103_7   link_831  -1.000000000000e+00
    y_103_7   kv_7       3.997000000000e+03
    y_103_7   load_7     6.661666666667e+01
    y_103_7   J          6.661666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_104_0   dest_104   1.000000000000e+00
    y_104_0   link_832  -1.000000000000e+00
    y_104_0   kv_0       1.418000000000e+03
    y_104_0   load_0     2.363333333333e+01
    y_104_0   J          2.363333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_104_1   dest_104   1.000000000000e+00
    y_104_1   link_833  -1.000000000000e+00
    y_104_1   kv_1       1.418000000000e+03
    y_104_1   load_1     2.363333333333e+01
    y_104_1   J          2.363333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_104_2   dest_104   1.000000000000e+00
    y_104_2   link_834  -1.000000000000e+00
    y_104_2   kv_2       1.418000000000e+03
    y_104_2   load_2     2.363333333333e+01
    y_104_2   J          2.363333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_104_3   dest_104   1.000000000000e+00
    y_104_3   link_835  -1.000000000000e+00
    y_104_3   kv_3       1.418000000000e+03
    y_104_3   load_3     2.363333333333e+01
    y_104_3   J          2.363333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_104_4   dest_104   1.000000000000e+00
    y_104_4   link_836  -1.000000000000e+00
    y_104_4   kv_4       1.418000000000e+03
    y_104_4   load_4     2.363333333333e+01
    y_104_4   J          2.363333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_104_5   dest_104   1.000000000000e+00
    y_104_5   link_837  -1.000000000000e+00
    y_104_5   kv_5       1.418000000000e+03
    y_104_5   load_5     2.363333333333e+01
    y_104_5   J          2.363333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_104_6   dest_104   1.000000000000e+00
    y_104_6   link_838  -1.000000000000e+00
    y_104_6   kv_6       1.418000000000e+03
    y_104_6   load_6     2.363333333333e+01
    y_104_6   J          2.363333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_104_7   dest_104   1.000000000000e+00
    y_104_7   link_839  -1.000000000000e+00
    y_104_7   kv_7       1.418000000000e+03
    y_104_7   load_7     2.363333333333e+01
    y_104_7   J          2.363333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_105_0   dest_105   1.000000000000e+00
    y_105_0   link_840  -1.000000000000e+00
    y_105_0   kv_0       3.472000000000e+03
    y_105_0   load_0     5.786666666667e+01
    y_105_0   J          5.786666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_105_1   dest_105   1.000000000000e+00
    y_105_1   link_841  -1.000000000000e+00
    y_105_1   kv_1       3.472000000000e+03
    y_105_1   load_1     5.786666666667e+01
    y_105_1   J          5.786666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_105_2   dest_105   1.000000000000e+00
    y_105_2   link_842  -1.000000000000e+00
    y_105_2   kv_2       3.472000000000e+03
    y_105_2   load_2     5.786666666667e+01
    y_105_2   J          5.786666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_105_3   dest_105   1.000000000000e+00
    y_105_3   link_843  -1.000000000000e+00
    y_105_3   kv_3       3.472000000000e+03
    y_105_3   load_3     5.786666666667e+01
    y_105_3   J          5.786666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_105_4   dest_105   1.000000000000e+00
    y_105_4   link_844  -1.000000000000e+00
    y_105_4   kv_4       3.472000000000e+03
    y_105_4   load_4     5.786666666667e+01
    y_105_4   J          5.786666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_105_5   dest_105   1.000000000000e+00
    y_105_5   link_845  -1.000000000000e+00
    y_105_5   kv_5       3.472000000000e+03
    y_105_5   load_5     5.786666666667e+01
    y_105_5   J          5.786666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_105_6   dest_105   1.000000000000e+00
    y_105_6   link_846  -1.000000000000e+00
    y_105_6   kv_6       3.472000000000e+03
    y_105_6   load_6     5.786666666667e+01
    y_105_6   J          5.786666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_105_7   dest_105   1.000000000000e+00
    y_105_7   link_847  -1.000000000000e+00
    y_105_7   kv_7       3.472000000000e+03
    y_105_7   load_7     5.786666666667e+01
    y_105_7   J          5.786666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_106_0   dest_106   1.000000000000e+00
    y_106_0   link_848  -1.000000000000e+00
    y_106_0   kv_0       2.620000000000e+03
    y_106_0   load_0     4.366666666667e+01
    y_106_0   J          4.366666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_106_1   dest_106   1.000000000000e+00
    y_106_1   link_849  -1.000000000000e+00
    y_106_1   kv_1       2.620000000000e+03
    y_106_1   load_1     4.366666666667e+01
    y_106_1   J          4.366666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_106_2   dest_106   1.000000000000e+00
    y_106_2   link_850  -1.000000000000e+00
    y_106_2   kv_2       2.620000000000e+03
    y_106_2   load_2     4.366666666667e+01
    y_106_2   J          4.366666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_106_3   dest_106   1.000000000000e+00
    y_106_3   link_851  -1.000000000000e+00
    y_106_3   kv_3       2.620000000000e+03
    y_106_3   load_3     4.366666666667e+01
    y_106_3   J          4.366666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_106_4   dest_106   1.000000000000e+00
    y_106_4   link_852  -1.000000000000e+00
    y_106_4   kv_4       2.620000000000e+03
    y_106_4   load_4     4.366666666667e+01
    y_106_4   J          4.366666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_106_5   dest_106   1.000000000000e+00
    y_106_5   link_853  -1.000000000000e+00
    y_106_5   kv_5       2.620000000000e+03
    y_106_5   load_5     4.366666666667e+01
    y_106_5   J          4.366666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_106_6   dest_106   1.000000000000e+00
    y_106_6   link_854  -1.000000000000e+00
    y_106_6   kv_6       2.620000000000e+03
    y_106_6   load_6     4.366666666667e+01
    y_106_6   J          4.366666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_106_7   dest_106   1.000000000000e+00
    y_106_7   link_855  -1.000000000000e+00
    y_106_7   kv_7       2.620000000000e+03
    y_106_7   load_7     4.366666666667e+01
    y_106_7   J          4.366666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_107_0   dest_107   1.000000000000e+00
    y_107_0   link_856  -1.000000000000e+00
    y_107_0   kv_0       3.321000000000e+03
    y_107_0   load_0     5.535000000000e+01
    y_107_0   J          5.535000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_107_1   dest_107   1.000000000000e+00
    y_107_1   link_857  -1.000000000000e+00
    y_107_1   kv_1       3.321000000000e+03
    y_107_1   load_1     5.535000000000e+01
    y_107_1   J          5.535000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_107_2   dest_107   1.000000000000e+00
    y_107_2   link_858  -1.000000000000e+00
    y_107_2   kv_2       3.321000000000e+03
    y_107_2   load_2     5.535000000000e+01
    y_107_2   J          5.535000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_107_3   dest_107   1.000000000000e+00
    y_107_3   link_859  -1.000000000000e+00
    y_107_3   kv_3       3.321000000000e+03
    y_107_3   load_3     5.535000000000e+01
    y_107_3   J          5.535000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_107_4   dest_107   1.000000000000e+00
    y_107_4   link_860  -1.000000000000e+00
    y_107_4   kv_4       3.321000000000e+03
    y_107_4   load_4     5.535000000000e+01
    y_107_4   J          5.535000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_107_5   dest_107   1.000000000000e+00
    y_107_5   link_861  -1.000000000000e+00
    y_107_5   kv_5       3.321000000000e+03
    y_107_5   load_5     5.535000000000e+01
    y_107_5   J          5.535000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_107_6   dest_107   1.000000000000e+00
    y_107_6   link_862  -1.000000000000e+00
    y_107_6   kv_6       3.321000000000e+03
    y_107_6   load_6     5.535000000000e+01
    y_107_6   J          5.535000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_107_7   dest_107   1.000000000000e+00
    y_107_7   link_863  -1.000000000000e+00
    y_107_7   kv_7       3.321000000000e+03
    y_107_7   load_7     5.535000000000e+01
    y_107_7   J          5.535000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_108_0   dest_108   1.000000000000e+00
    y_108_0   link_864  -1.000000000000e+00
    y_108_0   kv_0       2.706000000000e+03
    y_108_0   load_0     4.510000000000e+01
    y_108_0   J          4.510000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_108_1   dest_108   1.000000000000e+00
    y_108_1   link_865  -1.000000000000e+00
    y_108_1   kv_1       2.706000000000e+03
    y_108_1   load_1     4.510000000000e+01
    y_108_1   J          4.510000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_108_2   dest_108   1.000000000000e+00
    y_108_2   link_866  -1.000000000000e+00
    y_108_2   kv_2       2.706000000000e+03
    y_108_2   load_2     4.510000000000e+01
    y_108_2   J          4.510000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_108_3   dest_108   1.000000000000e+00
    y_108_3   link_867  -1.000000000000e+00
    y_108_3   kv_3       2.706000000000e+03
    y_108_3   load_3     4.510000000000e+01
    y_108_3   J          4.510000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_108_4   dest_108   1.000000000000e+00
    y_108_4   link_868  -1.000000000000e+00
    y_108_4   kv_4       2.706000000000e+03
    y_108_4   load_4     4.510000000000e+01
    y_108_4   J          4.510000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_108_5   dest_108   1.000000000000e+00
    y_108_5   link_869  -1.000000000000e+00
    y_108_5   kv_5       2.706000000000e+03
    y_108_5   load_5     4.510000000000e+01
    y_108_5   J          4.510000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_108_6   dest_108   1.000000000000e+00
    y_108_6   link_870  -1.000000000000e+00
    y_108_6   kv_6       2.706000000000e+03
    y_108_6   load_6     4.510000000000e+01
    y_108_6   J          4.510000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_108_7   dest_108   1.000000000000e+00
    y_108_7   link_871  -1.000000000000e+00
    y_108_7   kv_7       2.706000000000e+03
    y_108_7   load_7     4.510000000000e+01
    y_108_7   J          4.510000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_109_0   dest_109   1.000000000000e+00
    y_109_0   link_872  -1.000000000000e+00
    y_109_0   kv_0       1.769000000000e+03
    y_109_0   load_0     2.948333333333e+01
    y_109_0   J          2.948333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_109_1   dest_109   1.000000000000e+00
    y_109_1   link_873  -1.000000000000e+00
    y_109_1   kv_1       1.769000000000e+03
    y_109_1   load_1     2.948333333333e+01
    y_109_1   J          2.948333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_109_2   dest_109   1.000000000000e+00
    y_109_2   link_874  -1.000000000000e+00
    y_109_2   kv_2       1.769000000000e+03
    y_109_2   load_2     2.948333333333e+01
    y_109_2   J          2.948333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_109_3   dest_109   1.000000000000e+00
    y_109_3   link_875  -1.000000000000e+00
    y_109_3   kv_3       1.769000000000e+03
    y_109_3   load_3     2.948333333333e+01
    y_109_3   J          2.948333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_109_4   dest_109   1.000000000000e+00
    y_109_4   link_876  -1.000000000000e+00
    y_109_4   kv_4       1.769000000000e+03
    y_109_4   load_4     2.948333333333e+01
    y_109_4   J          2.948333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_109_5   dest_109   1.000000000000e+00
    y_109_5   link_877  -1.000000000000e+00
    y_109_5   kv_5       1.769000000000e+03
    y_109_5   load_5     2.948333333333e+01
    y_109_5   J          2.948333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_109_6   dest_109   1.000000000000e+00
    y_109_6   link_878  -1.000000000000e+00
    y_109_6   kv_6       1.769000000000e+03
    y_109_6   load_6     2.948333333333e+01
    y_109_6   J          2.948333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_109_7   dest_109   1.000000000000e+00
    y_109_7   link_879  -1.000000000000e+00
    y_109_7   kv_7       1.769000000000e+03
    y_109_7   load_7     2.948333333333e+01
    y_109_7   J          2.948333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_10_0    dest_10    1.000000000000e+00
    y_10_0    link_80   -1.000000000000e+00
    y_10_0    kv_0       5.200000000000e+02
    y_10_0    load_0     8.666666666667e+00
    y_10_0    J          8.666666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_10_1    dest_10    1.000000000000e+00
    y_10_1    link_81   -1.000000000000e+00
    y_10_1    kv_1       5.200000000000e+02
    y_10_1    load_1     8.666666666667e+00
    y_10_1    J          8.666666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_10_2    dest_10    1.000000000000e+00
    y_10_2    link_82   -1.000000000000e+00
    y_10_2    kv_2       5.200000000000e+02
    y_10_2    load_2     8.666666666667e+00
    y_10_2    J          8.666666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_10_3    dest_10    1.000000000000e+00
    y_10_3    link_83   -1.000000000000e+00
    y_10_3    kv_3       5.200000000000e+02
    y_10_3    load_3     8.666666666667e+00
    y_10_3    J          8.666666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_10_4    dest_10    1.000000000000e+00
    y_10_4    link_84   -1.000000000000e+00
    y_10_4    kv_4       5.200000000000e+02
    y_10_4    load_4     8.666666666667e+00
    y_10_4    J          8.666666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_10_5    dest_10    1.000000000000e+00
    y_10_5    link_85   -1.000000000000e+00
    y_10_5    kv_5       5.200000000000e+02
    y_10_5    load_5     8.666666666667e+00
    y_10_5    J          8.666666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_10_6    dest_10    1.000000000000e+00
    y_10_6    link_86   -1.000000000000e+00
    y_10_6    kv_6       5.200000000000e+02
    y_10_6    load_6     8.666666666667e+00
    y_10_6    J          8.666666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_10_7    dest_10    1.000000000000e+00
    y_10_7    link_87   -1.000000000000e+00
    y_10_7    kv_7       5.200000000000e+02
    y_10_7    load_7     8.666666666667e+00
    y_10_7    J          8.666666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_110_0   dest_110   1.000000000000e+00
    y_110_0   link_880  -1.000000000000e+00
    y_110_0   kv_0       3.163000000000e+03
    y_110_0   load_0     5.271666666667e+01
    y_110_0   J          5.271666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_110_1   dest_110   1.000000000000e+00
    y_110_1   link_881  -1.000000000000e+00
    y_110_1   kv_1       3.163000000000e+03
    y_110_1   load_1     5.271666666667e+01
    y_110_1   J          5.271666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_110_2   dest_110   1.000000000000e+00
    y_110_2   link_882  -1.000000000000e+00
    y_110_2   kv_2       3.163000000000e+03
    y_110_2   load_2     5.271666666667e+01
    y_110_2   J          5.271666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_110_3   dest_110   1.000000000000e+00
    y_110_3   link_883  -1.000000000000e+00
    y_110_3   kv_3       3.163000000000e+03
    y_110_3   load_3     5.271666666667e+01
    y_110_3   J          5.271666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_110_4   dest_110   1.000000000000e+00
    y_110_4   link_884  -1.000000000000e+00
    y_110_4   kv_4       3.163000000000e+03
    y_110_4   load_4     5.271666666667e+01
    y_110_4   J          5.271666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_110_5   dest_110   1.000000000000e+00
    y_110_5   link_885  -1.000000000000e+00
    y_110_5   kv_5       3.163000000000e+03
    y_110_5   load_5     5.271666666667e+01
    y_110_5   J          5.271666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_110_6   dest_110   1.000000000000e+00
    y_110_6   link_886  -1.000000000000e+00
    y_110_6   kv_6       3.163000000000e+03
    y_110_6   load_6     5.271666666667e+01
    y_110_6   J          5.271666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_110_7   dest_110   1.000000000000e+00
    y_110_7   link_887  -1.000000000000e+00
    y_110_7   kv_7       3.163000000000e+03
    y_110_7   load_7     5.271666666667e+01
    y_110_7   J          5.271666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_111_0   dest_111   1.000000000000e+00
    y_111_0   link_888  -1.000000000000e+00
    y_111_0   kv_0       5.930000000000e+02
    y_111_0   load_0     9.883333333333e+00
    y_111_0   J          9.883333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_111_1   dest_111   1.000000000000e+00
    y_111_1   link_889  -1.000000000000e+00
    y_111_1   kv_1       5.930000000000e+02
    y_111_1   load_1     9.883333333333e+00
    y_111_1   J          9.883333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_111_2   dest_111   1.000000000000e+00
    y_111_2   link_890  -1.000000000000e+00
    y_111_2   kv_2       5.930000000000e+02
    y_111_2   load_2     9.883333333333e+00
    y_111_2   J          9.883333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_111_3   dest_111   1.000000000000e+00
    y_111_3   link_891  -1.000000000000e+00
    y_111_3   kv_3       5.930000000000e+02
    y_111_3   load_3     9.883333333333e+00
    y_111_3   J          9.883333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_111_4   dest_111   1.000000000000e+00
    y_111_4   link_892  -1.000000000000e+00
    y_111_4   kv_4       5.930000000000e+02
    y_111_4   load_4     9.883333333333e+00
    y_111_4   J          9.883333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_111_5   dest_111   1.000000000000e+00
    y_111_5   link_893  -1.000000000000e+00
    y_111_5   kv_5       5.930000000000e+02
    y_111_5   load_5     9.883333333333e+00
    y_111_5   J          9.883333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_111_6   dest_111   1.000000000000e+00
    y_111_6   link_894  -1.000000000000e+00
    y_111_6   kv_6       5.930000000000e+02
    y_111_6   load_6     9.883333333333e+00
    y_111_6   J          9.883333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_111_7   dest_111   1.000000000000e+00
    y_111_7   link_895  -1.000000000000e+00
    y_111_7   kv_7       5.930000000000e+02
    y_111_7   load_7     9.883333333333e+00
    y_111_7   J          9.883333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_112_0   dest_112   1.000000000000e+00
    y_112_0   link_896  -1.000000000000e+00
    y_112_0   kv_0       2.064000000000e+03
    y_112_0   load_0     3.440000000000e+01
    y_112_0   J          3.440000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_112_1   dest_112   1.000000000000e+00
    y_112_1   link_897  -1.000000000000e+00
    y_112_1   kv_1       2.064000000000e+03
    y_112_1   load_1     3.440000000000e+01
    y_112_1   J          3.440000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_112_2   dest_112   1.000000000000e+00
    y_112_2   link_898  -1.000000000000e+00
    y_112_2   kv_2       2.064000000000e+03
    y_112_2   load_2     3.440000000000e+01
    y_112_2   J          3.440000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_112_3   dest_112   1.000000000000e+00
    y_112_3   link_899  -1.000000000000e+00
    y_112_3   kv_3       2.064000000000e+03
    y_112_3   load_3     3.440000000000e+01
    y_112_3   J          3.440000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_112_4   dest_112   1.000000000000e+00
    y_112_4   link_900  -1.000000000000e+00
    y_112_4   kv_4       2.064000000000e+03
    y_112_4   load_4     3.440000000000e+01
    y_112_4   J          3.440000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_112_5   dest_112   1.000000000000e+00
    y_112_5   link_901  -1.000000000000e+00
    y_112_5   kv_5       2.064000000000e+03
    y_112_5   load_5     3.440000000000e+01
    y_112_5   J          3.440000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_112_6   dest_112   1.000000000000e+00
    y_112_6   link_902  -1.000000000000e+00
    y_112_6   kv_6       2.064000000000e+03
    y_112_6   load_6     3.440000000000e+01
    y_112_6   J          3.440000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_112_7   dest_112   1.000000000000e+00
    y_112_7   link_903  -1.000000000000e+00
    y_112_7   kv_7       2.064000000000e+03
    y_112_7   load_7     3.440000000000e+01
    y_112_7   J          3.440000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_113_0   dest_113   1.000000000000e+00
    y_113_0   link_904  -1.000000000000e+00
    y_113_0   kv_0       1.801000000000e+03
    y_113_0   load_0     3.001666666667e+01
    y_113_0   J          3.001666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_113_1   dest_113   1.000000000000e+00
    y_113_1   link_905  -1.000000000000e+00
    y_113_1   kv_1       1.801000000000e+03
    y_113_1   load_1     3.001666666667e+01
    y_113_1   J          3.001666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_113_2   dest_113   1.000000000000e+00
    y_113_2   link_906  -1.000000000000e+00
    y_113_2   kv_2       1.801000000000e+03
    y_113_2   load_2     3.001666666667e+01
    y_113_2   J          3.001666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_113_3   dest_113   1.000000000000e+00
    y_113_3   link_907  -1.000000000000e+00
    y_113_3   kv_3       1.801000000000e+03
    y_113_3   load_3     3.001666666667e+01
    y_113_3   J          3.001666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_113_4   dest_113   1.000000000000e+00
    y_113_4   link_908  -1.000000000000e+00
    y_113_4   kv_4       1.801000000000e+03
    y_113_4   load_4     3.001666666667e+01
    y_113_4   J          3.001666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_113_5   dest_113   1.000000000000e+00
    y_113_5   link_909  -1.000000000000e+00
    y_113_5   kv_5       1.801000000000e+03
    y_113_5   load_5     3.001666666667e+01
    y_113_5   J          3.001666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_113_6   dest_113   1.000000000000e+00
    y_113_6   link_910  -1.000000000000e+00
    y_113_6   kv_6       1.801000000000e+03
    y_113_6   load_6     3.001666666667e+01
    y_113_6   J          3.001666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_113_7   dest_113   1.000000000000e+00
    y_113_7   link_911  -1.000000000000e+00
    y_113_7   kv_7       1.801000000000e+03
    y_113_7   load_7     3.001666666667e+01
    y_113_7   J          3.001666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_114_0   dest_114   1.000000000000e+00
    y_114_0   link_912  -1.000000000000e+00
    y_114_0   kv_0       2.170000000000e+03
    y_114_0   load_0     3.616666666667e+01
    y_114_0   J          3.616666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_114_1   dest_114   1.000000000000e+00
    y_114_1   link_913  -1.000000000000e+00
    y_114_1   kv_1       2.170000000000e+03
    y_114_1   load_1     3.616666666667e+01
    y_114_1   J          3.616666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_114_2   dest_114   1.000000000000e+00
    y_114_2   link_914  -1.000000000000e+00
    y_114_2   kv_2       2.170000000000e+03
    y_114_2   load_2     3.616666666667e+01
    y_114_2   J          3.616666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_114_3   dest_114   1.000000000000e+00
    y_114_3   link_915  -1.000000000000e+00
    y_114_3   kv_3       2.170000000000e+03
    y_114_3   load_3     3.616666666667e+01
    y_114_3   J          3.616666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_114_4   dest_114   1.000000000000e+00
    y_114_4   link_916  -1.000000000000e+00
    y_114_4   kv_4       2.170000000000e+03
    y_114_4   load_4     3.616666666667e+01
    y_114_4   J          3.616666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_114_5   dest_114   1.000000000000e+00
    y_114_5   link_917  -1.000000000000e+00
    y_114_5   kv_5       2.170000000000e+03
    y_114_5   load_5     3.616666666667e+01
    y_114_5   J          3.616666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_114_6   dest_114   1.000000000000e+00
    y_114_6   link_918  -1.000000000000e+00
    y_114_6   kv_6       2.170000000000e+03
    y_114_6   load_6     3.616666666667e+01
    y_114_6   J          3.616666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_114_7   dest_114   1.000000000000e+00
    y_114_7   link_919  -1.000000000000e+00
    y_114_7   kv_7       2.170000000000e+03
    y_114_7   load_7     3.616666666667e+01
    y_114_7   J          3.616666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_115_0   dest_115   1.000000000000e+00
    y_115_0   link_920  -1.000000000000e+00
    y_115_0   kv_0       9.470000000000e+02
    y_115_0   load_0     1.578333333333e+01
    y_115_0   J          1.578333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_115_1   dest_115   1.000000000000e+00
    y_115_1   link_921  -1.000000000000e+00
    y_115_1   kv_1       9.470000000000e+02
    y_115_1   load_1     1.578333333333e+01
    y_115_1   J          1.578333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_115_2   dest_115   1.000000000000e+00
    y_115_2   link_922  -1.000000000000e+00
    y_115_2   kv_2       9.470000000000e+02
    y_115_2   load_2     1.578333333333e+01
    y_115_2   J          1.578333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_115_3   dest_115   1.000000000000e+00
    y_115_3   link_923  -1.000000000000e+00
    y_115_3   kv_3       9.470000000000e+02
    y_115_3   load_3     1.578333333333e+01
    y_115_3   J          1.578333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_115_4   dest_115   1.000000000000e+00
    y_115_4   link_924  -1.000000000000e+00
    y_115_4   kv_4       9.470000000000e+02
    y_115_4   load_4     1.578333333333e+01
    y_115_4   J          1.578333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_115_5   dest_115   1.000000000000e+00
    y_115_5   link_925  -1.000000000000e+00
    y_115_5   kv_5       9.470000000000e+02
    y_115_5   load_5     1.578333333333e+01
    y_115_5   J          1.578333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_115_6   dest_115   1.000000000000e+00
    y_115_6   link_926  -1.000000000000e+00
    y_115_6   kv_6       9.470000000000e+02
    y_115_6   load_6     1.578333333333e+01
    y_115_6   J          1.578333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_115_7   dest_115   1.000000000000e+00
    y_115_7   link_927  -1.000000000000e+00
    y_115_7   kv_7       9.470000000000e+02
    y_115_7   load_7     1.578333333333e+01
    y_115_7   J          1.578333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_116_0   dest_116   1.000000000000e+00
    y_116_0   link_928  -1.000000000000e+00
    y_116_0   kv_0       1.279000000000e+03
    y_116_0   load_0     2.131666666667e+01
    y_116_0   J          2.131666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_116_1   dest_116   1.000000000000e+00
    y_116_1   link_929  -1.000000000000e+00
    y_116_1   kv_1       1.279000000000e+03
    y_116_1   load_1     2.131666666667e+01
    y_116_1   J          2.131666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_116_2   dest_116   1.000000000000e+00
    y_116_2   link_930  -1.000000000000e+00
    y_116_2   kv_2       1.279000000000e+03
    y_116_2   load_2     2.131666666667e+01
    y_116_2   J          2.131666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_116_3   dest_116   1.000000000000e+00
    y_116_3   link_931  -1.000000000000e+00
    y_116_3   kv_3       1.279000000000e+03
    y_116_3   load_3     2.131666666667e+01
    y_116_3   J          2.131666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_116_4   dest_116   1.000000000000e+00
    y_116_4   link_932  -1.000000000000e+00
    y_116_4   kv_4       1.279000000000e+03
    y_116_4   load_4     2.131666666667e+01
    y_116_4   J          2.131666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_116_5   dest_116   1.000000000000e+00
    y_116_5   link_933  -1.000000000000e+00
    y_116_5   kv_5       1.279000000000e+03
    y_116_5   load_5     2.131666666667e+01
    y_116_5   J          2.131666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_116_6   dest_116   1.000000000000e+00
    y_116_6   link_934  -1.000000000000e+00
    y_116_6   kv_6       1.279000000000e+03
    y_116_6   load_6     2.131666666667e+01
    y_116_6   J          2.131666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_116_7   dest_116   1.000000000000e+00
    y_116_7   link_935  -1.000000000000e+00
    y_116_7   kv_7       1.279000000000e+03
    y_116_7   load_7     2.131666666667e+01
    y_116_7   J          2.131666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_117_0   dest_117   1.000000000000e+00
    y_117_0   link_936  -1.000000000000e+00
    y_117_0   kv_0       2.467000000000e+03
    y_117_0   load_0     4.111666666667e+01
    y_117_0   J          4.111666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_117_1   dest_117   1.000000000000e+00
    y_117_1   link_937  -1.000000000000e+00
    y_117_1   kv_1       2.467000000000e+03
    y_117_1   load_1     4.111666666667e+01
    y_117_1   J          4.111666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_117_2   dest_117   1.000000000000e+00
    y_117_2   link_938  -1.000000000000e+00
    y_117_2   kv_2       2.467000000000e+03
    y_117_2   load_2     4.111666666667e+01
    y_117_2   J          4.111666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_117_3   dest_117   1.000000000000e+00
    y_117_3   link_939  -1.000000000000e+00
    y_117_3   kv_3       2.467000000000e+03
    y_117_3   load_3     4.111666666667e+01
    y_117_3   J          4.111666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_117_4   dest_117   1.000000000000e+00
    y_117_4   link_940  -1.000000000000e+00
    y_117_4   kv_4       2.467000000000e+03
    y_117_4   load_4     4.111666666667e+01
    y_117_4   J          4.111666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_117_5   dest_117   1.000000000000e+00
    y_117_5   link_941  -1.000000000000e+00
    y_117_5   kv_5       2.467000000000e+03
    y_117_5   load_5     4.111666666667e+01
    y_117_5   J          4.111666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_117_6   dest_117   1.000000000000e+00
    y_117_6   link_942  -1.000000000000e+00
    y_117_6   kv_6       2.467000000000e+03
    y_117_6   load_6     4.111666666667e+01
    y_117_6   J          4.111666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_117_7   dest_117   1.000000000000e+00
    y_117_7   link_943  -1.000000000000e+00
    y_117_7   kv_7       2.467000000000e+03
    y_117_7   load_7     4.111666666667e+01
    y_117_7   J          4.111666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_118_0   dest_118   1.000000000000e+00
    y_118_0   link_944  -1.000000000000e+00
    y_118_0   kv_0       1.857000000000e+03
    y_118_0   load_0     3.095000000000e+01
    y_118_0   J          3.095000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_118_1   dest_118   1.000000000000e+00
    y_118_1   link_945  -1.000000000000e+00
    y_118_1   kv_1       1.857000000000e+03
    y_118_1   load_1     3.095000000000e+01
    y_118_1   J          3.095000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_118_2   dest_118   1.000000000000e+00
    y_118_2   link_946  -1.000000000000e+00
    y_118_2   kv_2       1.857000000000e+03
    y_118_2   load_2     3.095000000000e+01
    y_118_2   J          3.095000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_118_3   dest_118   1.000000000000e+00
    y_118_3   link_947  -1.000000000000e+00
    y_118_3   kv_3       1.857000000000e+03
    y_118_3   load_3     3.095000000000e+01
    y_118_3   J          3.095000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_118_4   dest_118   1.000000000000e+00
    y_118_4   link_948  -1.000000000000e+00
    y_118_4   kv_4       1.857000000000e+03
    y_118_4   load_4     3.095000000000e+01
    y_118_4   J          3.095000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_118_5   dest_118   1.000000000000e+00
    y_118_5   link_949  -1.000000000000e+00
    y_118_5   kv_5       1.857000000000e+03
    y_118_5   load_5     3.095000000000e+01
    y_118_5   J          3.095000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_118_6   dest_118   1.000000000000e+00
    y_118_6   link_950  -1.000000000000e+00
    y_118_6   kv_6       1.857000000000e+03
    y_118_6   load_6     3.095000000000e+01
    y_118_6   J          3.095000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_118_7   dest_118   1.000000000000e+00
    y_118_7   link_951  -1.000000000000e+00
    y_118_7   kv_7       1.857000000000e+03
    y_118_7   load_7     3.095000000000e+01
    y_118_7   J          3.095000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_119_0   dest_119   1.000000000000e+00
    y_119_0   link_952  -1.000000000000e+00
    y_119_0   kv_0       3.271000000000e+03
    y_119_0   load_0     5.451666666667e+01
    y_119_0   J          5.451666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_119_1   dest_119   1.000000000000e+00
    y_119_1   link_953  -1.000000000000e+00
    y_119_1   kv_1       3.271000000000e+03
    y_119_1   load_1     5.451666666667e+01
    y_119_1   J          5.451666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_119_2   dest_119   1.000000000000e+00
    y_119_2   link_954  -1.000000000000e+00
    y_119_2   kv_2       3.271000000000e+03
    y_119_2   load_2     5.451666666667e+01
    y_119_2   J          5.451666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_119_3   dest_119   1.000000000000e+00
    y_119_3   link_955  -1.000000000000e+00
    y_119_3   kv_3       3.271000000000e+03
    y_119_3   load_3     5.451666666667e+01
    y_119_3   J          5.451666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_119_4   dest_119   1.000000000000e+00
    y_119_4   link_956  -1.000000000000e+00
    y_119_4   kv_4       3.271000000000e+03
    y_119_4   load_4     5.451666666667e+01
    y_119_4   J          5.451666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_119_5   dest_119   1.000000000000e+00
    y_119_5   link_957  -1.000000000000e+00
    y_119_5   kv_5       3.271000000000e+03
    y_119_5   load_5     5.451666666667e+01
    y_119_5   J          5.451666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_119_6   dest_119   1.000000000000e+00
    y_119_6   link_958  -1.000000000000e+00
    y_119_6   kv_6       3.271000000000e+03
    y_119_6   load_6     5.451666666667e+01
    y_119_6   J          5.451666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_119_7   dest_119   1.000000000000e+00
    y_119_7   link_959  -1.000000000000e+00
    y_119_7   kv_7       3.271000000000e+03
    y_119_7   load_7     5.451666666667e+01
    y_119_7   J          5.451666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_11_0    dest_11    1.000000000000e+00
    y_11_0    link_88   -1.000000000000e+00
    y_11_0    kv_0       1.419000000000e+03
    y_11_0    load_0     2.365000000000e+01
    y_11_0    J          2.365000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_11_1    dest_11    1.000000000000e+00
    y_11_1    link_89   -1.000000000000e+00
    y_11_1    kv_1       1.419000000000e+03
    y_11_1    load_1     2.365000000000e+01
    y_11_1    J          2.365000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_11_2    dest_11    1.000000000000e+00
    y_11_2    link_90   -1.000000000000e+00
    y_11_2    kv_2       1.419000000000e+03
    y_11_2    load_2     2.365000000000e+01
    y_11_2    J          2.365000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_11_3    dest_11    1.000000000000e+00
    y_11_3    link_91   -1.000000000000e+00
    y_11_3    kv_3       1.419000000000e+03
    y_11_3    load_3     2.365000000000e+01
    y_11_3    J          2.365000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_11_4    dest_11    1.000000000000e+00
    y_11_4    link_92   -1.000000000000e+00
    y_11_4    kv_4       1.419000000000e+03
    y_11_4    load_4     2.365000000000e+01
    y_11_4    J          2.365000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_11_5    dest_11    1.000000000000e+00
    y_11_5    link_93   -1.000000000000e+00
    y_11_5    kv_5       1.419000000000e+03
    y_11_5    load_5     2.365000000000e+01
    y_11_5    J          2.365000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_11_6    dest_11    1.000000000000e+00
    y_11_6    link_94   -1.000000000000e+00
    y_11_6    kv_6       1.419000000000e+03
    y_11_6    load_6     2.365000000000e+01
    y_11_6    J          2.365000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_11_7    dest_11    1.000000000000e+00
    y_11_7    link_95   -1.000000000000e+00
    y_11_7    kv_7       1.419000000000e+03
    y_11_7    load_7     2.365000000000e+01
    y_11_7    J          2.365000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_12_0    dest_12    1.000000000000e+00
    y_12_0    link_96   -1.000000000000e+00
    y_12_0    kv_0       1.974000000000e+03
    y_12_0    load_0     3.290000000000e+01
    y_12_0    J          3.290000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_12_1    dest_12    1.000000000000e+00
    y_12_1    link_97   -1.000000000000e+00
    y_12_1    kv_1       1.974000000000e+03
    y_12_1    load_1     3.290000000000e+01
    y_12_1    J          3.290000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_12_2    dest_12    1.000000000000e+00
    y_12_2    link_98   -1.000000000000e+00
    y_12_2    kv_2       1.974000000000e+03
    y_12_2    load_2     3.290000000000e+01
    y_12_2    J          3.290000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_12_3    dest_12    1.000000000000e+00
    y_12_3    link_99   -1.000000000000e+00
    y_12_3    kv_3       1.974000000000e+03
    y_12_3    load_3     3.290000000000e+01
    y_12_3    J          3.290000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_12_4    dest_12    1.000000000000e+00
    y_12_4    link_100  -1.000000000000e+00
    y_12_4    kv_4       1.974000000000e+03
    y_12_4    load_4     3.290000000000e+01
    y_12_4    J          3.290000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_12_5    dest_12    1.000000000000e+00
    y_12_5    link_101  -1.000000000000e+00
    y_12_5    kv_5       1.974000000000e+03
    y_12_5    load_5     3.290000000000e+01
    y_12_5    J          3.290000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_12_6    dest_12    1.000000000000e+00
    y_12_6    link_102  -1.000000000000e+00
    y_12_6    kv_6       1.974000000000e+03
    y_12_6    load_6     3.290000000000e+01
    y_12_6    J          3.290000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_12_7    dest_12    1.000000000000e+00
    y_12_7    link_103  -1.000000000000e+00
    y_12_7    kv_7       1.974000000000e+03
    y_12_7    load_7     3.290000000000e+01
    y_12_7    J          3.290000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_13_0    dest_13    1.000000000000e+00
    y_13_0    link_104  -1.000000000000e+00
    y_13_0    kv_0       8.710000000000e+02
    y_13_0    load_0     1.451666666667e+01
    y_13_0    J          1.451666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_13_1    dest_13    1.000000000000e+00
    y_13_1    link_105  -1.000000000000e+00
    y_13_1    kv_1       8.710000000000e+02
    y_13_1    load_1     1.451666666667e+01
    y_13_1    J          1.451666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_13_2    dest_13    1.000000000000e+00
    y_13_2    link_106  -1.000000000000e+00
    y_13_2    kv_2       8.710000000000e+02
    y_13_2    load_2     1.451666666667e+01
    y_13_2    J          1.451666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_13_3    dest_13    1.000000000000e+00
    y_13_3    link_107  -1.000000000000e+00
    y_13_3    kv_3       8.710000000000e+02
    y_13_3    load_3     1.451666666667e+01
    y_13_3    J          1.451666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_13_4    dest_13    1.000000000000e+00
    y_13_4    link_108  -1.000000000000e+00
    y_13_4    kv_4       8.710000000000e+02
    y_13_4    load_4     1.451666666667e+01
    y_13_4    J          1.451666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_13_5    dest_13    1.000000000000e+00
    y_13_5    link_109  -1.000000000000e+00
    y_13_5    kv_5       8.710000000000e+02
    y_13_5    load_5     1.451666666667e+01
    y_13_5    J          1.451666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_13_6    dest_13    1.000000000000e+00
    y_13_6    link_110  -1.000000000000e+00
    y_13_6    kv_6       8.710000000000e+02
    y_13_6    load_6     1.451666666667e+01
    y_13_6    J          1.451666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_13_7    dest_13    1.000000000000e+00
    y_13_7    link_111  -1.000000000000e+00
    y_13_7    kv_7       8.710000000000e+02
    y_13_7    load_7     1.451666666667e+01
    y_13_7    J          1.451666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_14_0    dest_14    1.000000000000e+00
    y_14_0    link_112  -1.000000000000e+00
    y_14_0    kv_0       2.716000000000e+03
    y_14_0    load_0     4.526666666667e+01
    y_14_0    J          4.526666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_14_1    dest_14    1.000000000000e+00
    y_14_1    link_113  -1.000000000000e+00
    y_14_1    kv_1       2.716000000000e+03
    y_14_1    load_1     4.526666666667e+01
    y_14_1    J          4.526666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_14_2    dest_14    1.000000000000e+00
    y_14_2    link_114  -1.000000000000e+00
    y_14_2    kv_2       2.716000000000e+03
    y_14_2    load_2     4.526666666667e+01
    y_14_2    J          4.526666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_14_3    dest_14    1.000000000000e+00
    y_14_3    link_115  -1.000000000000e+00
    y_14_3    kv_3       2.716000000000e+03
    y_14_3    load_3     4.526666666667e+01
    y_14_3    J          4.526666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_14_4    dest_14    1.000000000000e+00
    y_14_4    link_116  -1.000000000000e+00
    y_14_4    kv_4       2.716000000000e+03
    y_14_4    load_4     4.526666666667e+01
    y_14_4    J          4.526666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_14_5    dest_14    1.000000000000e+00
    y_14_5    link_117  -1.000000000000e+00
    y_14_5    kv_5       2.716000000000e+03
    y_14_5    load_5     4.526666666667e+01
    y_14_5    J          4.526666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_14_6    dest_14    1.000000000000e+00
    y_14_6    link_118  -1.000000000000e+00
    y_14_6    kv_6       2.716000000000e+03
    y_14_6    load_6     4.526666666667e+01
    y_14_6    J          4.526666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_14_7    dest_14    1.000000000000e+00
    y_14_7    link_119  -1.000000000000e+00
    y_14_7    kv_7       2.716000000000e+03
    y_14_7    load_7     4.526666666667e+01
    y_14_7    J          4.526666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_15_0    dest_15    1.000000000000e+00
    y_15_0    link_120  -1.000000000000e+00
    y_15_0    kv_0       1.831000000000e+03
    y_15_0    load_0     3.051666666667e+01
    y_15_0    J          3.051666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_15_1    dest_15    1.000000000000e+00
    y_15_1    link_121  -1.000000000000e+00
    y_15_1    kv_1       1.831000000000e+03
    y_15_1    load_1     3.051666666667e+01
    y_15_1    J          3.051666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_15_2    dest_15    1.000000000000e+00
    y_15_2    link_122  -1.000000000000e+00
    y_15_2    kv_2       1.831000000000e+03
    y_15_2    load_2     3.051666666667e+01
    y_15_2    J          3.051666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_15_3    dest_15    1.000000000000e+00
    y_15_3    link_123  -1.000000000000e+00
    y_15_3    kv_3       1.831000000000e+03
    y_15_3    load_3     3.051666666667e+01
    y_15_3    J          3.051666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_15_4    dest_15    1.000000000000e+00
    y_15_4    link_124  -1.000000000000e+00
    y_15_4    kv_4       1.831000000000e+03
    y_15_4    load_4     3.051666666667e+01
    y_15_4    J          3.051666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_15_5    dest_15    1.000000000000e+00
    y_15_5    link_125  -1.000000000000e+00
    y_15_5    kv_5       1.831000000000e+03
    y_15_5    load_5     3.051666666667e+01
    y_15_5    J          3.051666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_15_6    dest_15    1.000000000000e+00
    y_15_6    link_126  -1.000000000000e+00
    y_15_6    kv_6       1.831000000000e+03
    y_15_6    load_6     3.051666666667e+01
    y_15_6    J          3.051666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_15_7    dest_15    1.000000000000e+00
    y_15_7    link_127  -1.000000000000e+00
    y_15_7    kv_7       1.831000000000e+03
    y_15_7    load_7     3.051666666667e+01
    y_15_7    J          3.051666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_16_0    dest_16    1.000000000000e+00
    y_16_0    link_128  -1.000000000000e+00
    y_16_0    kv_0       3.039000000000e+03
    y_16_0    load_0     5.065000000000e+01
    y_16_0    J          5.065000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_16_1    dest_16    1.000000000000e+00
    y_16_1    link_129  -1.000000000000e+00
    y_16_1    kv_1       3.039000000000e+03
    y_16_1    load_1     5.065000000000e+01
    y_16_1    J          5.065000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_16_2    dest_16    1.000000000000e+00
    y_16_2    link_130  -1.000000000000e+00
    y_16_2    kv_2       3.039000000000e+03
    y_16_2    load_2     5.065000000000e+01
    y_16_2    J          5.065000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_16_3    dest_16    1.000000000000e+00
    y_16_3    link_131  -1.000000000000e+00
    y_16_3    kv_3       3.039000000000e+03
    y_16_3    load_3     5.065000000000e+01
    y_16_3    J          5.065000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_16_4    dest_16    1.000000000000e+00
    y_16_4    link_132  -1.000000000000e+00
    y_16_4    kv_4       3.039000000000e+03
    y_16_4    load_4     5.065000000000e+01
    y_16_4    J          5.065000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_16_5    dest_16    1.000000000000e+00
    y_16_5    link_133  -1.000000000000e+00
    y_16_5    kv_5       3.039000000000e+03
    y_16_5    load_5     5.065000000000e+01
    y_16_5    J          5.065000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_16_6    dest_16    1.000000000000e+00
    y_16_6    link_134  -1.000000000000e+00
    y_16_6    kv_6       3.039000000000e+03
    y_16_6    load_6     5.065000000000e+01
    y_16_6    J          5.065000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_16_7    dest_16    1.000000000000e+00
    y_16_7    link_135  -1.000000000000e+00
    y_16_7    kv_7       3.039000000000e+03
    y_16_7    load_7     5.065000000000e+01
    y_16_7    J          5.065000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_17_0    dest_17    1.000000000000e+00
    y_17_0    link_136  -1.000000000000e+00
    y_17_0    kv_0       2.789000000000e+03
    y_17_0    load_0     4.648333333333e+01
    y_17_0    J          4.648333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_17_1    dest_17    1.000000000000e+00
    y_17_1    link_137  -1.000000000000e+00
    y_17_1    kv_1       2.789000000000e+03
    y_17_1    load_1     4.648333333333e+01
    y_17_1    J          4.648333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_17_2    dest_17    1.000000000000e+00
    y_17_2    link_138  -1.000000000000e+00
    y_17_2    kv_2       2.789000000000e+03
    y_17_2    load_2     4.648333333333e+01
    y_17_2    J          4.648333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_17_3    dest_17    1.000000000000e+00
    y_17_3    link_139  -1.000000000000e+00
    y_17_3    kv_3       2.789000000000e+03
    y_17_3    load_3     4.648333333333e+01
    y_17_3    J          4.648333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_17_4    dest_17    1.000000000000e+00
    y_17_4    link_140  -1.000000000000e+00
    y_17_4    kv_4       2.789000000000e+03
    y_17_4    load_4     4.648333333333e+01
    y_17_4    J          4.648333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_17_5    dest_17    1.000000000000e+00
    y_17_5    link_141  -1.000000000000e+00
    y_17_5    kv_5       2.789000000000e+03
    y_17_5    load_5     4.648333333333e+01
    y_17_5    J          4.648333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_17_6    dest_17    1.000000000000e+00
    y_17_6    link_142  -1.000000000000e+00
    y_17_6    kv_6       2.789000000000e+03
    y_17_6    load_6     4.648333333333e+01
    y_17_6    J          4.648333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_17_7    dest_17    1.000000000000e+00
    y_17_7    link_143  -1.000000000000e+00
    y_17_7    kv_7       2.789000000000e+03
    y_17_7    load_7     4.648333333333e+01
    y_17_7    J          4.648333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_18_0    dest_18    1.000000000000e+00
    y_18_0    link_144  -1.000000000000e+00
    y_18_0    kv_0       2.009000000000e+03
    y_18_0    load_0     3.348333333333e+01
    y_18_0    J          3.348333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_18_1    dest_18    1.000000000000e+00
    y_18_1    link_145  -1.000000000000e+00
    y_18_1    kv_1       2.009000000000e+03
    y_18_1    load_1     3.348333333333e+01
    y_18_1    J          3.348333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_18_2    dest_18    1.000000000000e+00
    y_18_2    link_146  -1.000000000000e+00
    y_18_2    kv_2       2.009000000000e+03
    y_18_2    load_2     3.348333333333e+01
    y_18_2    J          3.348333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_18_3    dest_18    1.000000000000e+00
    y_18_3    link_147  -1.000000000000e+00
    y_18_3    kv_3       2.009000000000e+03
    y_18_3    load_3     3.348333333333e+01
    y_18_3    J          3.348333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_18_4    dest_18    1.000000000000e+00
    y_18_4    link_148  -1.000000000000e+00
    y_18_4    kv_4       2.009000000000e+03
    y_18_4    load_4     3.348333333333e+01
    y_18_4    J          3.348333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_18_5    dest_18    1.000000000000e+00
    y_18_5    link_149  -1.000000000000e+00
    y_18_5    kv_5       2.009000000000e+03
    y_18_5    load_5     3.348333333333e+01
    y_18_5    J          3.348333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_18_6    dest_18    1.000000000000e+00
    y_18_6    link_150  -1.000000000000e+00
    y_18_6    kv_6       2.009000000000e+03
    y_18_6    load_6     3.348333333333e+01
    y_18_6    J          3.348333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_18_7    dest_18    1.000000000000e+00
    y_18_7    link_151  -1.000000000000e+00
    y_18_7    kv_7       2.009000000000e+03
    y_18_7    load_7     3.348333333333e+01
    y_18_7    J          3.348333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_19_0    dest_19    1.000000000000e+00
    y_19_0    link_152  -1.000000000000e+00
    y_19_0    kv_0       3.536000000000e+03
    y_19_0    load_0     5.893333333333e+01
    y_19_0    J          5.893333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_19_1    dest_19    1.000000000000e+00
    y_19_1    link_153  -1.000000000000e+00
    y_19_1    kv_1       3.536000000000e+03
    y_19_1    load_1     5.893333333333e+01
    y_19_1    J          5.893333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_19_2    dest_19    1.000000000000e+00
    y_19_2    link_154  -1.000000000000e+00
    y_19_2    kv_2       3.536000000000e+03
    y_19_2    load_2     5.893333333333e+01
    y_19_2    J          5.893333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_19_3    dest_19    1.000000000000e+00
    y_19_3    link_155  -1.000000000000e+00
    y_19_3    kv_3       3.536000000000e+03
    y_19_3    load_3     5.893333333333e+01
    y_19_3    J          5.893333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_19_4    dest_19    1.000000000000e+00
    y_19_4    link_156  -1.000000000000e+00
    y_19_4    kv_4       3.536000000000e+03
    y_19_4    load_4     5.893333333333e+01
    y_19_4    J          5.893333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_19_5    dest_19    1.000000000000e+00
    y_19_5    link_157  -1.000000000000e+00
    y_19_5    kv_5       3.536000000000e+03
    y_19_5    load_5     5.893333333333e+01
    y_19_5    J          5.893333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_19_6    dest_19    1.000000000000e+00
    y_19_6    link_158  -1.000000000000e+00
    y_19_6    kv_6       3.536000000000e+03
    y_19_6    load_6     5.893333333333e+01
    y_19_6    J          5.893333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_19_7    dest_19    1.000000000000e+00
    y_19_7    link_159  -1.000000000000e+00
    y_19_7    kv_7       3.536000000000e+03
    y_19_7    load_7     5.893333333333e+01
    y_19_7    J          5.893333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_1_0     dest_1     1.000000000000e+00
    y_1_0     link_8    -1.000000000000e+00
    y_1_0     kv_0       3.409000000000e+03
    y_1_0     load_0     5.681666666667e+01
    y_1_0     J          5.681666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_1_1     dest_1     1.000000000000e+00
    y_1_1     link_9    -1.000000000000e+00
    y_1_1     kv_1       3.409000000000e+03
    y_1_1     load_1     5.681666666667e+01
    y_1_1     J          5.681666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_1_2     dest_1     1.000000000000e+00
    y_1_2     link_10   -1.000000000000e+00
    y_1_2     kv_2       3.409000000000e+03
    y_1_2     load_2     5.681666666667e+01
    y_1_2     J          5.681666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_1_3     dest_1     1.000000000000e+00
    y_1_3     link_11   -1.000000000000e+00
    y_1_3     kv_3       3.409000000000e+03
    y_1_3     load_3     5.681666666667e+01
    y_1_3     J          5.681666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_1_4     dest_1     1.000000000000e+00
    y_1_4     link_12   -1.000000000000e+00
    y_1_4     kv_4       3.409000000000e+03
    y_1_4     load_4     5.681666666667e+01
    y_1_4     J          5.681666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_1_5     dest_1     1.000000000000e+00
    y_1_5     link_13   -1.000000000000e+00
    y_1_5     kv_5       3.409000000000e+03
    y_1_5     load_5     5.681666666667e+01
    y_1_5     J          5.681666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_1_6     dest_1     1.000000000000e+00
    y_1_6     link_14   -1.000000000000e+00
    y_1_6     kv_6       3.409000000000e+03
    y_1_6     load_6     5.681666666667e+01
    y_1_6     J          5.681666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_1_7     dest_1     1.000000000000e+00
    y_1_7     link_15   -1.000000000000e+00
    y_1_7     kv_7       3.409000000000e+03
    y_1_7     load_7     5.681666666667e+01
    y_1_7     J          5.681666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_20_0    dest_20    1.000000000000e+00
    y_20_0    link_160  -1.000000000000e+00
    y_20_0    kv_0       2.712000000000e+03
    y_20_0    load_0     4.520000000000e+01
    y_20_0    J          4.520000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_20_1    dest_20    1.000000000000e+00
    y_20_1    link_161  -1.000000000000e+00
    y_20_1    kv_1       2.712000000000e+03
    y_20_1    load_1     4.520000000000e+01
    y_20_1    J          4.520000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_20_2    dest_20    1.000000000000e+00
    y_20_2    link_162  -1.000000000000e+00
    y_20_2    kv_2       2.712000000000e+03
    y_20_2    load_2     4.520000000000e+01
    y_20_2    J          4.520000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_20_3    dest_20    1.000000000000e+00
    y_20_3    link_163  -1.000000000000e+00
    y_20_3    kv_3       2.712000000000e+03
    y_20_3    load_3     4.520000000000e+01
    y_20_3    J          4.520000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_20_4    dest_20    1.000000000000e+00
    y_20_4    link_164  -1.000000000000e+00
    y_20_4    kv_4       2.712000000000e+03
    y_20_4    load_4     4.520000000000e+01
    y_20_4    J          4.520000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_20_5    dest_20    1.000000000000e+00
    y_20_5    link_165  -1.000000000000e+00
    y_20_5    kv_5       2.712000000000e+03
    y_20_5    load_5     4.520000000000e+01
    y_20_5    J          4.520000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_20_6    dest_20    1.000000000000e+00
    y_20_6    link_166  -1.000000000000e+00
    y_20_6    kv_6       2.712000000000e+03
    y_20_6    load_6     4.520000000000e+01
    y_20_6    J          4.520000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_20_7    dest_20    1.000000000000e+00
    y_20_7    link_167  -1.000000000000e+00
    y_20_7    kv_7       2.712000000000e+03
    y_20_7    load_7     4.520000000000e+01
    y_20_7    J          4.520000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_21_0    dest_21    1.000000000000e+00
    y_21_0    link_168  -1.000000000000e+00
    y_21_0    kv_0       3.336000000000e+03
    y_21_0    load_0     5.560000000000e+01
    y_21_0    J          5.560000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_21_1    dest_21    1.000000000000e+00
    y_21_1    link_169  -1.000000000000e+00
    y_21_1    kv_1       3.336000000000e+03
    y_21_1    load_1     5.560000000000e+01
    y_21_1    J          5.560000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_21_2    dest_21    1.000000000000e+00
    y_21_2    link_170  -1.000000000000e+00
    y_21_2    kv_2       3.336000000000e+03
    y_21_2    load_2     5.560000000000e+01
    y_21_2    J          5.560000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_21_3    dest_21    1.000000000000e+00
    y_21_3    link_171  -1.000000000000e+00
    y_21_3    kv_3       3.336000000000e+03
    y_21_3    load_3     5.560000000000e+01
    y_21_3    J          5.560000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_21_4    dest_21    1.000000000000e+00
    y_21_4    link_172  -1.000000000000e+00
    y_21_4    kv_4       3.336000000000e+03
    y_21_4    load_4     5.560000000000e+01
    y_21_4    J          5.560000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_21_5    dest_21    1.000000000000e+00
    y_21_5    link_173  -1.000000000000e+00
    y_21_5    kv_5       3.336000000000e+03
    y_21_5    load_5     5.560000000000e+01
    y_21_5    J          5.560000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_21_6    dest_21    1.000000000000e+00
    y_21_6    link_174  -1.000000000000e+00
    y_21_6    kv_6       3.336000000000e+03
    y_21_6    load_6     5.560000000000e+01
    y_21_6    J          5.560000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_21_7    dest_21    1.000000000000e+00
    y_21_7    link_175  -1.000000000000e+00
    y_21_7    kv_7       3.336000000000e+03
    y_21_7    load_7     5.560000000000e+01
    y_21_7    J          5.560000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_22_0    dest_22    1.000000000000e+00
    y_22_0    link_176  -1.000000000000e+00
    y_22_0    kv_0       1.696000000000e+03
    y_22_0    load_0     2.826666666667e+01
    y_22_0    J          2.826666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_22_1    dest_22    1.000000000000e+00
    y_22_1    link_177  -1.000000000000e+00
    y_22_1    kv_1       1.696000000000e+03
    y_22_1    load_1     2.826666666667e+01
    y_22_1    J          2.826666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_22_2    dest_22    1.000000000000e+00
    y_22_2    link_178  -1.000000000000e+00
    y_22_2    kv_2       1.696000000000e+03
    y_22_2    load_2     2.826666666667e+01
    y_22_2    J          2.826666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_22_3    dest_22    1.000000000000e+00
    y_22_3    link_179  -1.000000000000e+00
    y_22_3    kv_3       1.696000000000e+03
    y_22_3    load_3     2.826666666667e+01
    y_22_3    J          2.826666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_22_4    dest_22    1.000000000000e+00
    y_22_4    link_180  -1.000000000000e+00
    y_22_4    kv_4       1.696000000000e+03
    y_22_4    load_4     2.826666666667e+01
    y_22_4    J          2.826666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_22_5    dest_22    1.000000000000e+00
    y_22_5    link_181  -1.000000000000e+00
    y_22_5    kv_5       1.696000000000e+03
    y_22_5    load_5     2.826666666667e+01
    y_22_5    J          2.826666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_22_6    dest_22    1.000000000000e+00
    y_22_6    link_182  -1.000000000000e+00
    y_22_6    kv_6       1.696000000000e+03
    y_22_6    load_6     2.826666666667e+01
    y_22_6    J          2.826666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_22_7    dest_22    1.000000000000e+00
    y_22_7    link_183  -1.000000000000e+00
    y_22_7    kv_7       1.696000000000e+03
    y_22_7    load_7     2.826666666667e+01
    y_22_7    J          2.826666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_23_0    dest_23    1.000000000000e+00
    y_23_0    link_184  -1.000000000000e+00
    y_23_0    kv_0       2.403000000000e+03
    y_23_0    load_0     4.005000000000e+01
    y_23_0    J          4.005000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_23_1    dest_23    1.000000000000e+00
    y_23_1    link_185  -1.000000000000e+00
    y_23_1    kv_1       2.403000000000e+03
    y_23_1    load_1     4.005000000000e+01
    y_23_1    J          4.005000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_23_2    dest_23    1.000000000000e+00
    y_23_2    link_186  -1.000000000000e+00
    y_23_2    kv_2       2.403000000000e+03
    y_23_2    load_2     4.005000000000e+01
    y_23_2    J          4.005000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_23_3    dest_23    1.000000000000e+00
    y_23_3    link_187  -1.000000000000e+00
    y_23_3    kv_3       2.403000000000e+03
    y_23_3    load_3     4.005000000000e+01
    y_23_3    J          4.005000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_23_4    dest_23    1.000000000000e+00
    y_23_4    link_188  -1.000000000000e+00
    y_23_4    kv_4       2.403000000000e+03
    y_23_4    load_4     4.005000000000e+01
    y_23_4    J          4.005000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_23_5    dest_23    1.000000000000e+00
    y_23_5    link_189  -1.000000000000e+00
    y_23_5    kv_5       2.403000000000e+03
    y_23_5    load_5     4.005000000000e+01
    y_23_5    J          4.005000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_23_6    dest_23    1.000000000000e+00
    y_23_6    link_190  -1.000000000000e+00
    y_23_6    kv_6       2.403000000000e+03
    y_23_6    load_6     4.005000000000e+01
    y_23_6    J          4.005000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_23_7    dest_23    1.000000000000e+00
    y_23_7    link_191  -1.000000000000e+00
    y_23_7    kv_7       2.403000000000e+03
    y_23_7    load_7     4.005000000000e+01
    y_23_7    J          4.005000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_24_0    dest_24    1.000000000000e+00
    y_24_0    link_192  -1.000000000000e+00
    y_24_0    kv_0       1.187000000000e+03
    y_24_0    load_0     1.978333333333e+01
    y_24_0    J          1.978333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_24_1    dest_24    1.000000000000e+00
    y_24_1    link_193  -1.000000000000e+00
    y_24_1    kv_1       1.187000000000e+03
    y_24_1    load_1     1.978333333333e+01
    y_24_1    J          1.978333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_24_2    dest_24    1.000000000000e+00
    y_24_2    link_194  -1.000000000000e+00
    y_24_2    kv_2       1.187000000000e+03
    y_24_2    load_2     1.978333333333e+01
    y_24_2    J          1.978333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_24_3    dest_24    1.000000000000e+00
    y_24_3    link_195  -1.000000000000e+00
    y_24_3    kv_3       1.187000000000e+03
    y_24_3    load_3     1.978333333333e+01
    y_24_3    J          1.978333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_24_4    dest_24    1.000000000000e+00
    y_24_4    link_196  -1.000000000000e+00
    y_24_4    kv_4       1.187000000000e+03
    y_24_4    load_4     1.978333333333e+01
    y_24_4    J          1.978333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_24_5    dest_24    1.000000000000e+00
    y_24_5    link_197  -1.000000000000e+00
    y_24_5    kv_5       1.187000000000e+03
    y_24_5    load_5     1.978333333333e+01
    y_24_5    J          1.978333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_24_6    dest_24    1.000000000000e+00
    y_24_6    link_198  -1.000000000000e+00
    y_24_6    kv_6       1.187000000000e+03
    y_24_6    load_6     1.978333333333e+01
    y_24_6    J          1.978333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_24_7    dest_24    1.000000000000e+00
    y_24_7    link_199  -1.000000000000e+00
    y_24_7    kv_7       1.187000000000e+03
    y_24_7    load_7     1.978333333333e+01
    y_24_7    J          1.978333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_25_0    dest_25    1.000000000000e+00
    y_25_0    link_200  -1.000000000000e+00
    y_25_0    kv_0       3.986000000000e+03
    y_25_0    load_0     6.643333333333e+01
    y_25_0    J          6.643333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_25_1    dest_25    1.000000000000e+00
    y_25_1    link_201  -1.000000000000e+00
    y_25_1    kv_1       3.986000000000e+03
    y_25_1    load_1     6.643333333333e+01
    y_25_1    J          6.643333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_25_2    dest_25    1.000000000000e+00
    y_25_2    link_202  -1.000000000000e+00
    y_25_2    kv_2       3.986000000000e+03
    y_25_2    load_2     6.643333333333e+01
    y_25_2    J          6.643333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_25_3    dest_25    1.000000000000e+00
    y_25_3    link_203  -1.000000000000e+00
    y_25_3    kv_3       3.986000000000e+03
    y_25_3    load_3     6.643333333333e+01
    y_25_3    J          6.643333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_25_4    dest_25    1.000000000000e+00
    y_25_4    link_204  -1.000000000000e+00
    y_25_4    kv_4       3.986000000000e+03
    y_25_4    load_4     6.643333333333e+01
    y_25_4    J          6.643333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_25_5    dest_25    1.000000000000e+00
    y_25_5    link_205  -1.000000000000e+00
    y_25_5    kv_5       3.986000000000e+03
    y_25_5    load_5     6.643333333333e+01
    y_25_5    J          6.643333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_25_6    dest_25    1.000000000000e+00
    y_25_6    link_206  -1.000000000000e+00
    y_25_6    kv_6       3.986000000000e+03
    y_25_6    load_6     6.643333333333e+01
    y_25_6    J          6.643333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_25_7    dest_25    1.000000000000e+00
    y_25_7    link_207  -1.000000000000e+00
    y_25_7    kv_7       3.986000000000e+03
    y_25_7    load_7     6.643333333333e+01
    y_25_7    J          6.643333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_26_0    dest_26    1.000000000000e+00
    y_26_0    link_208  -1.000000000000e+00
    y_26_0    kv_0       1.351000000000e+03
    y_26_0    load_0     2.251666666667e+01
    y_26_0    J          2.251666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_26_1    dest_26    1.000000000000e+00
    y_26_1    link_209  -1.000000000000e+00
    y_26_1    kv_1       1.351000000000e+03
    y_26_1    load_1     2.251666666667e+01
    y_26_1    J          2.251666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_26_2    dest_26    1.000000000000e+00
    y_26_2    link_210  -1.000000000000e+00
    y_26_2    kv_2       1.351000000000e+03
    y_26_2    load_2     2.251666666667e+01
    y_26_2    J          2.251666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_26_3    dest_26    1.000000000000e+00
    y_26_3    link_211  -1.000000000000e+00
    y_26_3    kv_3       1.351000000000e+03
    y_26_3    load_3     2.251666666667e+01
    y_26_3    J          2.251666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_26_4    dest_26    1.000000000000e+00
    y_26_4    link_212  -1.000000000000e+00
    y_26_4    kv_4       1.351000000000e+03
    y_26_4    load_4     2.251666666667e+01
    y_26_4    J          2.251666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_26_5    dest_26    1.000000000000e+00
    y_26_5    link_213  -1.000000000000e+00
    y_26_5    kv_5       1.351000000000e+03
    y_26_5    load_5     2.251666666667e+01
    y_26_5    J          2.251666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_26_6    dest_26    1.000000000000e+00
    y_26_6    link_214  -1.000000000000e+00
    y_26_6    kv_6       1.351000000000e+03
    y_26_6    load_6     2.251666666667e+01
    y_26_6    J          2.251666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_26_7    dest_26    1.000000000000e+00
    y_26_7    link_215  -1.000000000000e+00
    y_26_7    kv_7       1.351000000000e+03
    y_26_7    load_7     2.251666666667e+01
    y_26_7    J          2.251666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_27_0    dest_27    1.000000000000e+00
    y_27_0    link_216  -1.000000000000e+00
    y_27_0    kv_0       1.399000000000e+03
    y_27_0    load_0     2.331666666667e+01
    y_27_0    J          2.331666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_27_1    dest_27    1.000000000000e+00
    y_27_1    link_217  -1.000000000000e+00
    y_27_1    kv_1       1.399000000000e+03
    y_27_1    load_1     2.331666666667e+01
    y_27_1    J          2.331666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_27_2    dest_27    1.000000000000e+00
    y_27_2    link_218  -1.000000000000e+00
    y_27_2    kv_2       1.399000000000e+03
    y_27_2    load_2     2.331666666667e+01
    y_27_2    J          2.331666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_27_3    dest_27    1.000000000000e+00
    y_27_3    link_219  -1.000000000000e+00
    y_27_3    kv_3       1.399000000000e+03
    y_27_3    load_3     2.331666666667e+01
    y_27_3    J          2.331666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_27_4    dest_27    1.000000000000e+00
    y_27_4    link_220  -1.000000000000e+00
    y_27_4    kv_4       1.399000000000e+03
    y_27_4    load_4     2.331666666667e+01
    y_27_4    J          2.331666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_27_5    dest_27    1.000000000000e+00
    y_27_5    link_221  -1.000000000000e+00
    y_27_5    kv_5       1.399000000000e+03
    y_27_5    load_5     2.331666666667e+01
    y_27_5    J          2.331666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_27_6    dest_27    1.000000000000e+00
    y_27_6    link_222  -1.000000000000e+00
    y_27_6    kv_6       1.399000000000e+03
    y_27_6    load_6     2.331666666667e+01
    y_27_6    J          2.331666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_27_7    dest_27    1.000000000000e+00
    y_27_7    link_223  -1.000000000000e+00
    y_27_7    kv_7       1.399000000000e+03
    y_27_7    load_7     2.331666666667e+01
    y_27_7    J          2.331666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_28_0    dest_28    1.000000000000e+00
    y_28_0    link_224  -1.000000000000e+00
    y_28_0    kv_0       7.560000000000e+02
    y_28_0    load_0     1.260000000000e+01
    y_28_0    J          1.260000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_28_1    dest_28    1.000000000000e+00
    y_28_1    link_225  -1.000000000000e+00
    y_28_1    kv_1       7.560000000000e+02
    y_28_1    load_1     1.260000000000e+01
    y_28_1    J          1.260000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_28_2    dest_28    1.000000000000e+00
    y_28_2    link_226  -1.000000000000e+00
    y_28_2    kv_2       7.560000000000e+02
    y_28_2    load_2     1.260000000000e+01
    y_28_2    J          1.260000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_28_3    dest_28    1.000000000000e+00
    y_28_3    link_227  -1.000000000000e+00
    y_28_3    kv_3       7.560000000000e+02
    y_28_3    load_3     1.260000000000e+01
    y_28_3    J          1.260000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_28_4    dest_28    1.000000000000e+00
    y_28_4    link_228  -1.000000000000e+00
    y_28_4    kv_4       7.560000000000e+02
    y_28_4    load_4     1.260000000000e+01
    y_28_4    J          1.260000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_28_5    dest_28    1.000000000000e+00
    y_28_5    link_229  -1.000000000000e+00
    y_28_5    kv_5       7.560000000000e+02
    y_28_5    load_5     1.260000000000e+01
    y_28_5    J          1.260000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_28_6    dest_28    1.000000000000e+00
    y_28_6    link_230  -1.000000000000e+00
    y_28_6    kv_6       7.560000000000e+02
    y_28_6    load_6     1.260000000000e+01
    y_28_6    J          1.260000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_28_7    dest_28    1.000000000000e+00
    y_28_7    link_231  -1.000000000000e+00
    y_28_7    kv_7       7.560000000000e+02
    y_28_7    load_7     1.260000000000e+01
    y_28_7    J          1.260000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_29_0    dest_29    1.000000000000e+00
    y_29_0    link_232  -1.000000000000e+00
    y_29_0    kv_0       1.402000000000e+03
    y_29_0    load_0     2.336666666667e+01
    y_29_0    J          2.336666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_29_1    dest_29    1.000000000000e+00
    y_29_1    link_233  -1.000000000000e+00
    y_29_1    kv_1       1.402000000000e+03
    y_29_1    load_1     2.336666666667e+01
    y_29_1    J          2.336666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_29_2    dest_29    1.000000000000e+00
    y_29_2    link_234  -1.000000000000e+00
    y_29_2    kv_2       1.402000000000e+03
    y_29_2    load_2     2.336666666667e+01
    y_29_2    J          2.336666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_29_3    dest_29    1.000000000000e+00
    y_29_3    link_235  -1.000000000000e+00
    y_29_3    kv_3       1.402000000000e+03
    y_29_3    load_3     2.336666666667e+01
    y_29_3    J          2.336666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_29_4    dest_29    1.000000000000e+00
    y_29_4    link_236  -1.000000000000e+00
    y_29_4    kv_4       1.402000000000e+03
    y_29_4    load_4     2.336666666667e+01
    y_29_4    J          2.336666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_29_5    dest_29    1.000000000000e+00
    y_29_5    link_237  -1.000000000000e+00
    y_29_5    kv_5       1.402000000000e+03
    y_29_5    load_5     2.336666666667e+01
    y_29_5    J          2.336666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_29_6    dest_29    1.000000000000e+00
    y_29_6    link_238  -1.000000000000e+00
    y_29_6    kv_6       1.402000000000e+03
    y_29_6    load_6     2.336666666667e+01
    y_29_6    J          2.336666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_29_7    dest_29    1.000000000000e+00
    y_29_7    link_239  -1.000000000000e+00
    y_29_7    kv_7       1.402000000000e+03
    y_29_7    load_7     2.336666666667e+01
    y_29_7    J          2.336666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_2_0     dest_2     1.000000000000e+00
    y_2_0     link_16   -1.000000000000e+00
    y_2_0     kv_0       7.200000000000e+02
    y_2_0     load_0     1.200000000000e+01
    y_2_0     J          1.200000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_2_1     dest_2     1.000000000000e+00
    y_2_1     link_17   -1.000000000000e+00
    y_2_1     kv_1       7.200000000000e+02
    y_2_1     load_1     1.200000000000e+01
    y_2_1     J          1.200000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_2_2     dest_2     1.000000000000e+00
    y_2_2     link_18   -1.000000000000e+00
    y_2_2     kv_2       7.200000000000e+02
    y_2_2     load_2     1.200000000000e+01
    y_2_2     J          1.200000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_2_3     dest_2     1.000000000000e+00
    y_2_3     link_19   -1.000000000000e+00
    y_2_3     kv_3       7.200000000000e+02
    y_2_3     load_3     1.200000000000e+01
    y_2_3     J          1.200000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_2_4     dest_2     1.000000000000e+00
    y_2_4     link_20   -1.000000000000e+00
    y_2_4     kv_4       7.200000000000e+02
    y_2_4     load_4     1.200000000000e+01
    y_2_4     J          1.200000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_2_5     dest_2     1.000000000000e+00
    y_2_5     link_21   -1.000000000000e+00
    y_2_5     kv_5       7.200000000000e+02
    y_2_5     load_5     1.200000000000e+01
    y_2_5     J          1.200000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_2_6     dest_2     1.000000000000e+00
    y_2_6     link_22   -1.000000000000e+00
    y_2_6     kv_6       7.200000000000e+02
    y_2_6     load_6     1.200000000000e+01
    y_2_6     J          1.200000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_2_7     dest_2     1.000000000000e+00
    y_2_7     link_23   -1.000000000000e+00
    y_2_7     kv_7       7.200000000000e+02
    y_2_7     load_7     1.200000000000e+01
    y_2_7     J          1.200000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_30_0    dest_30    1.000000000000e+00
    y_30_0    link_240  -1.000000000000e+00
    y_30_0    kv_0       3.171000000000e+03
    y_30_0    load_0     5.285000000000e+01
    y_30_0    J          5.285000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_30_1    dest_30    1.000000000000e+00
    y_30_1    link_241  -1.000000000000e+00
    y_30_1    kv_1       3.171000000000e+03
    y_30_1    load_1     5.285000000000e+01
    y_30_1    J          5.285000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_30_2    dest_30    1.000000000000e+00
    y_30_2    link_242  -1.000000000000e+00
    y_30_2    kv_2       3.171000000000e+03
    y_30_2    load_2     5.285000000000e+01
    y_30_2    J          5.285000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_30_3    dest_30    1.000000000000e+00
    y_30_3    link_243  -1.000000000000e+00
    y_30_3    kv_3       3.171000000000e+03
    y_30_3    load_3     5.285000000000e+01
    y_30_3    J          5.285000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_30_4    dest_30    1.000000000000e+00
    y_30_4    link_244  -1.000000000000e+00
    y_30_4    kv_4       3.171000000000e+03
    y_30_4    load_4     5.285000000000e+01
    y_30_4    J          5.285000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_30_5    dest_30    1.000000000000e+00
    y_30_5    link_245  -1.000000000000e+00
    y_30_5    kv_5       3.171000000000e+03
    y_30_5    load_5     5.285000000000e+01
    y_30_5    J          5.285000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_30_6    dest_30    1.000000000000e+00
    y_30_6    link_246  -1.000000000000e+00
    y_30_6    kv_6       3.171000000000e+03
    y_30_6    load_6     5.285000000000e+01
    y_30_6    J          5.285000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_30_7    dest_30    1.000000000000e+00
    y_30_7    link_247  -1.000000000000e+00
    y_30_7    kv_7       3.171000000000e+03
    y_30_7    load_7     5.285000000000e+01
    y_30_7    J          5.285000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_31_0    dest_31    1.000000000000e+00
    y_31_0    link_248  -1.000000000000e+00
    y_31_0    kv_0       2.943000000000e+03
    y_31_0    load_0     4.905000000000e+01
    y_31_0    J          4.905000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_31_1    dest_31    1.000000000000e+00
    y_31_1    link_249  -1.000000000000e+00
    y_31_1    kv_1       2.943000000000e+03
    y_31_1    load_1     4.905000000000e+01
    y_31_1    J          4.905000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_31_2    dest_31    1.000000000000e+00
    y_31_2    link_250  -1.000000000000e+00
    y_31_2    kv_2       2.943000000000e+03
    y_31_2    load_2     4.905000000000e+01
    y_31_2    J          4.905000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_31_3    dest_31    1.000000000000e+00
    y_31_3    link_251  -1.000000000000e+00
    y_31_3    kv_3       2.943000000000e+03
    y_31_3    load_3     4.905000000000e+01
    y_31_3    J          4.905000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_31_4    dest_31    1.000000000000e+00
    y_31_4    link_252  -1.000000000000e+00
    y_31_4    kv_4       2.943000000000e+03
    y_31_4    load_4     4.905000000000e+01
    y_31_4    J          4.905000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_31_5    dest_31    1.000000000000e+00
    y_31_5    link_253  -1.000000000000e+00
    y_31_5    kv_5       2.943000000000e+03
    y_31_5    load_5     4.905000000000e+01
    y_31_5    J          4.905000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_31_6    dest_31    1.000000000000e+00
    y_31_6    link_254  -1.000000000000e+00
    y_31_6    kv_6       2.943000000000e+03
    y_31_6    load_6     4.905000000000e+01
    y_31_6    J          4.905000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_31_7    dest_31    1.000000000000e+00
    y_31_7    link_255  -1.000000000000e+00
    y_31_7    kv_7       2.943000000000e+03
    y_31_7    load_7     4.905000000000e+01
    y_31_7    J          4.905000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_32_0    dest_32    1.000000000000e+00
    y_32_0    link_256  -1.000000000000e+00
    y_32_0    kv_0       9.500000000000e+02
    y_32_0    load_0     1.583333333333e+01
    y_32_0    J          1.583333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_32_1    dest_32    1.000000000000e+00
    y_32_1    link_257  -1.000000000000e+00
    y_32_1    kv_1       9.500000000000e+02
    y_32_1    load_1     1.583333333333e+01
    y_32_1    J          1.583333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_32_2    dest_32    1.000000000000e+00
    y_32_2    link_258  -1.000000000000e+00
    y_32_2    kv_2       9.500000000000e+02
    y_32_2    load_2     1.583333333333e+01
    y_32_2    J          1.583333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_32_3    dest_32    1.000000000000e+00
    y_32_3    link_259  -1.000000000000e+00
    y_32_3    kv_3       9.500000000000e+02
    y_32_3    load_3     1.583333333333e+01
    y_32_3    J          1.583333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_32_4    dest_32    1.000000000000e+00
    y_32_4    link_260  -1.000000000000e+00
    y_32_4    kv_4       9.500000000000e+02
    y_32_4    load_4     1.583333333333e+01
    y_32_4    J          1.583333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_32_5    dest_32    1.000000000000e+00
    y_32_5    link_261  -1.000000000000e+00
    y_32_5    kv_5       9.500000000000e+02
    y_32_5    load_5     1.583333333333e+01
    y_32_5    J          1.583333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_32_6    dest_32    1.000000000000e+00
    y_32_6    link_262  -1.000000000000e+00
    y_32_6    kv_6       9.500000000000e+02
    y_32_6    load_6     1.583333333333e+01
    y_32_6    J          1.583333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_32_7    dest_32    1.000000000000e+00
    y_32_7    link_263  -1.000000000000e+00
    y_32_7    kv_7       9.500000000000e+02
    y_32_7    load_7     1.583333333333e+01
    y_32_7    J          1.583333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_33_0    dest_33    1.000000000000e+00
    y_33_0    link_264  -1.000000000000e+00
    y_33_0    kv_0       1.817000000000e+03
    y_33_0    load_0     3.028333333333e+01
    y_33_0    J          3.028333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_33_1    dest_33    1.000000000000e+00
    y_33_1    link_265  -1.000000000000e+00
    y_33_1    kv_1       1.817000000000e+03
    y_33_1    load_1     3.028333333333e+01
    y_33_1    J          3.028333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_33_2    dest_33    1.000000000000e+00
    y_33_2    link_266  -1.000000000000e+00
    y_33_2    kv_2       1.817000000000e+03
    y_33_2    load_2     3.028333333333e+01
    y_33_2    J          3.028333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_33_3    dest_33    1.000000000000e+00
    y_33_3    link_267  -1.000000000000e+00
    y_33_3    kv_3       1.817000000000e+03
    y_33_3    load_3     3.028333333333e+01
    y_33_3    J          3.028333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_33_4    dest_33    1.000000000000e+00
    y_33_4    link_268  -1.000000000000e+00
    y_33_4    kv_4       1.817000000000e+03
    y_33_4    load_4     3.028333333333e+01
    y_33_4    J          3.028333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_33_5    dest_33    1.000000000000e+00
    y_33_5    link_269  -1.000000000000e+00
    y_33_5    kv_5       1.817000000000e+03
    y_33_5    load_5     3.028333333333e+01
    y_33_5    J          3.028333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_33_6    dest_33    1.000000000000e+00
    y_33_6    link_270  -1.000000000000e+00
    y_33_6    kv_6       1.817000000000e+03
    y_33_6    load_6     3.028333333333e+01
    y_33_6    J          3.028333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_33_7    dest_33    1.000000000000e+00
    y_33_7    link_271  -1.000000000000e+00
    y_33_7    kv_7       1.817000000000e+03
    y_33_7    load_7     3.028333333333e+01
    y_33_7    J          3.028333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_34_0    dest_34    1.000000000000e+00
    y_34_0    link_272  -1.000000000000e+00
    y_34_0    kv_0       1.973000000000e+03
    y_34_0    load_0     3.288333333333e+01
    y_34_0    J          3.288333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_34_1    dest_34    1.000000000000e+00
    y_34_1    link_273  -1.000000000000e+00
    y_34_1    kv_1       1.973000000000e+03
    y_34_1    load_1     3.288333333333e+01
    y_34_1    J          3.288333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_34_2    dest_34    1.000000000000e+00
    y_34_2    link_274  -1.000000000000e+00
    y_34_2    kv_2       1.973000000000e+03
    y_34_2    load_2     3.288333333333e+01
    y_34_2    J          3.288333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_34_3    dest_34    1.000000000000e+00
    y_34_3    link_275  -1.000000000000e+00
    y_34_3    kv_3       1.973000000000e+03
    y_34_3    load_3     3.288333333333e+01
    y_34_3    J          3.288333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_34_4    dest_34    1.000000000000e+00
    y_34_4    link_276  -1.000000000000e+00
    y_34_4    kv_4       1.973000000000e+03
    y_34_4    load_4     3.288333333333e+01
    y_34_4    J          3.288333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_34_5    dest_34    1.000000000000e+00
    y_34_5    link_277  -1.000000000000e+00
    y_34_5    kv_5       1.973000000000e+03
    y_34_5    load_5     3.288333333333e+01
    y_34_5    J          3.288333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_34_6    dest_34    1.000000000000e+00
    y_34_6    link_278  -1.000000000000e+00
    y_34_6    kv_6       1.973000000000e+03
    y_34_6    load_6     3.288333333333e+01
    y_34_6    J          3.288333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_34_7    dest_34    1.000000000000e+00
    y_34_7    link_279  -1.000000000000e+00
    y_34_7    kv_7       1.973000000000e+03
    y_34_7    load_7     3.288333333333e+01
    y_34_7    J          3.288333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_35_0    dest_35    1.000000000000e+00
    y_35_0    link_280  -1.000000000000e+00
    y_35_0    kv_0       2.827000000000e+03
    y_35_0    load_0     4.711666666667e+01
    y_35_0    J          4.711666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_35_1    dest_35    1.000000000000e+00
    y_35_1    link_281  -1.000000000000e+00
    y_35_1    kv_1       2.827000000000e+03
    y_35_1    load_1     4.711666666667e+01
    y_35_1    J          4.711666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_35_2    dest_35    1.000000000000e+00
    y_35_2    link_282  -1.000000000000e+00
    y_35_2    kv_2       2.827000000000e+03
    y_35_2    load_2     4.711666666667e+01
    y_35_2    J          4.711666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_35_3    dest_35    1.000000000000e+00
    y_35_3    link_283  -1.000000000000e+00
    y_35_3    kv_3       2.827000000000e+03
    y_35_3    load_3     4.711666666667e+01
    y_35_3    J          4.711666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_35_4    dest_35    1.000000000000e+00
    y_35_4    link_284  -1.000000000000e+00
    y_35_4    kv_4       2.827000000000e+03
    y_35_4    load_4     4.711666666667e+01
    y_35_4    J          4.711666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_35_5    dest_35    1.000000000000e+00
    y_35_5    link_285  -1.000000000000e+00
    y_35_5    kv_5       2.827000000000e+03
    y_35_5    load_5     4.711666666667e+01
    y_35_5    J          4.711666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_35_6    dest_35    1.000000000000e+00
    y_35_6    link_286  -1.000000000000e+00
    y_35_6    kv_6       2.827000000000e+03
    y_35_6    load_6     4.711666666667e+01
    y_35_6    J          4.711666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_35_7    dest_35    1.000000000000e+00
    y_35_7    link_287  -1.000000000000e+00
    y_35_7    kv_7       2.827000000000e+03
    y_35_7    load_7     4.711666666667e+01
    y_35_7    J          4.711666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_36_0    dest_36    1.000000000000e+00
    y_36_0    link_288  -1.000000000000e+00
    y_36_0    kv_0       2.096000000000e+03
    y_36_0    load_0     3.493333333333e+01
    y_36_0    J          3.493333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_36_1    dest_36    1.000000000000e+00
    y_36_1    link_289  -1.000000000000e+00
    y_36_1    kv_1       2.096000000000e+03
    y_36_1    load_1     3.493333333333e+01
    y_36_1    J          3.493333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_36_2    dest_36    1.000000000000e+00
    y_36_2    link_290  -1.000000000000e+00
    y_36_2    kv_2       2.096000000000e+03
    y_36_2    load_2     3.493333333333e+01
    y_36_2    J          3.493333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_36_3    dest_36    1.000000000000e+00
    y_36_3    link_291  -1.000000000000e+00
    y_36_3    kv_3       2.096000000000e+03
    y_36_3    load_3     3.493333333333e+01
    y_36_3    J          3.493333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_36_4    dest_36    1.000000000000e+00
    y_36_4    link_292  -1.000000000000e+00
    y_36_4    kv_4       2.096000000000e+03
    y_36_4    load_4     3.493333333333e+01
    y_36_4    J          3.493333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_36_5    dest_36    1.000000000000e+00
    y_36_5    link_293  -1.000000000000e+00
    y_36_5    kv_5       2.096000000000e+03
    y_36_5    load_5     3.493333333333e+01
    y_36_5    J          3.493333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_36_6    dest_36    1.000000000000e+00
    y_36_6    link_294  -1.000000000000e+00
    y_36_6    kv_6       2.096000000000e+03
    y_36_6    load_6     3.493333333333e+01
    y_36_6    J          3.493333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_36_7    dest_36    1.000000000000e+00
    y_36_7    link_295  -1.000000000000e+00
    y_36_7    kv_7       2.096000000000e+03
    y_36_7    load_7     3.493333333333e+01
    y_36_7    J          3.493333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_37_0    dest_37    1.000000000000e+00
    y_37_0    link_296  -1.000000000000e+00
    y_37_0    kv_0       2.553000000000e+03
    y_37_0    load_0     4.255000000000e+01
    y_37_0    J          4.255000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_37_1    dest_37    1.000000000000e+00
    y_37_1    link_297  -1.000000000000e+00
    y_37_1    kv_1       2.553000000000e+03
    y_37_1    load_1     4.255000000000e+01
    y_37_1    J          4.255000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_37_2    dest_37    1.000000000000e+00
    y_37_2    link_298  -1.000000000000e+00
    y_37_2    kv_2       2.553000000000e+03
    y_37_2    load_2     4.255000000000e+01
    y_37_2    J          4.255000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_37_3    dest_37    1.000000000000e+00
    y_37_3    link_299  -1.000000000000e+00
    y_37_3    kv_3       2.553000000000e+03
    y_37_3    load_3     4.255000000000e+01
    y_37_3    J          4.255000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_37_4    dest_37    1.000000000000e+00
    y_37_4    link_300  -1.000000000000e+00
    y_37_4    kv_4       2.553000000000e+03
    y_37_4    load_4     4.255000000000e+01
    y_37_4    J          4.255000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_37_5    dest_37    1.000000000000e+00
    y_37_5    link_301  -1.000000000000e+00
    y_37_5    kv_5       2.553000000000e+03
    y_37_5    load_5     4.255000000000e+01
    y_37_5    J          4.255000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_37_6    dest_37    1.000000000000e+00
    y_37_6    link_302  -1.000000000000e+00
    y_37_6    kv_6       2.553000000000e+03
    y_37_6    load_6     4.255000000000e+01
    y_37_6    J          4.255000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_37_7    dest_37    1.000000000000e+00
    y_37_7    link_303  -1.000000000000e+00
    y_37_7    kv_7       2.553000000000e+03
    y_37_7    load_7     4.255000000000e+01
    y_37_7    J          4.255000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_38_0    dest_38    1.000000000000e+00
    y_38_0    link_304  -1.000000000000e+00
    y_38_0    kv_0       3.439000000000e+03
    y_38_0    load_0     5.731666666667e+01
    y_38_0    J          5.731666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_38_1    dest_38    1.000000000000e+00
    y_38_1    link_305  -1.000000000000e+00
    y_38_1    kv_1       3.439000000000e+03
    y_38_1    load_1     5.731666666667e+01
    y_38_1    J          5.731666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_38_2    dest_38    1.000000000000e+00
    y_38_2    link_306  -1.000000000000e+00
    y_38_2    kv_2       3.439000000000e+03
    y_38_2    load_2     5.731666666667e+01
    y_38_2    J          5.731666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_38_3    dest_38    1.000000000000e+00
    y_38_3    link_307  -1.000000000000e+00
    y_38_3    kv_3       3.439000000000e+03
    y_38_3    load_3     5.731666666667e+01
    y_38_3    J          5.731666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_38_4    dest_38    1.000000000000e+00
    y_38_4    link_308  -1.000000000000e+00
    y_38_4    kv_4       3.439000000000e+03
    y_38_4    load_4     5.731666666667e+01
    y_38_4    J          5.731666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_38_5    dest_38    1.000000000000e+00
    y_38_5    link_309  -1.000000000000e+00
    y_38_5    kv_5       3.439000000000e+03
    y_38_5    load_5     5.731666666667e+01
    y_38_5    J          5.731666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_38_6    dest_38    1.000000000000e+00
    y_38_6    link_310  -1.000000000000e+00
    y_38_6    kv_6       3.439000000000e+03
    y_38_6    load_6     5.731666666667e+01
    y_38_6    J          5.731666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_38_7    dest_38    1.000000000000e+00
    y_38_7    link_311  -1.000000000000e+00
    y_38_7    kv_7       3.439000000000e+03
    y_38_7    load_7     5.731666666667e+01
    y_38_7    J          5.731666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_39_0    dest_39    1.000000000000e+00
    y_39_0    link_312  -1.000000000000e+00
    y_39_0    kv_0       3.043000000000e+03
    y_39_0    load_0     5.071666666667e+01
    y_39_0    J          5.071666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_39_1    dest_39    1.000000000000e+00
    y_39_1    link_313  -1.000000000000e+00
    y_39_1    kv_1       3.043000000000e+03
    y_39_1    load_1     5.071666666667e+01
    y_39_1    J          5.071666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_39_2    dest_39    1.000000000000e+00
    y_39_2    link_314  -1.000000000000e+00
    y_39_2    kv_2       3.043000000000e+03
    y_39_2    load_2     5.071666666667e+01
    y_39_2    J          5.071666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_39_3    dest_39    1.000000000000e+00
    y_39_3    link_315  -1.000000000000e+00
    y_39_3    kv_3       3.043000000000e+03
    y_39_3    load_3     5.071666666667e+01
    y_39_3    J          5.071666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_39_4    dest_39    1.000000000000e+00
    y_39_4    link_316  -1.000000000000e+00
    y_39_4    kv_4       3.043000000000e+03
    y_39_4    load_4     5.071666666667e+01
    y_39_4    J          5.071666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_39_5    dest_39    1.000000000000e+00
    y_39_5    link_317  -1.000000000000e+00
    y_39_5    kv_5       3.043000000000e+03
    y_39_5    load_5     5.071666666667e+01
    y_39_5    J          5.071666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_39_6    dest_39    1.000000000000e+00
    y_39_6    link_318  -1.000000000000e+00
    y_39_6    kv_6       3.043000000000e+03
    y_39_6    load_6     5.071666666667e+01
    y_39_6    J          5.071666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_39_7    dest_39    1.000000000000e+00
    y_39_7    link_319  -1.000000000000e+00
    y_39_7    kv_7       3.043000000000e+03
    y_39_7    load_7     5.071666666667e+01
    y_39_7    J          5.071666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_3_0     dest_3     1.000000000000e+00
    y_3_0     link_24   -1.000000000000e+00
    y_3_0     kv_0       3.389000000000e+03
    y_3_0     load_0     5.648333333333e+01
    y_3_0     J          5.648333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_3_1     dest_3     1.000000000000e+00
    y_3_1     link_25   -1.000000000000e+00
    y_3_1     kv_1       3.389000000000e+03
    y_3_1     load_1     5.648333333333e+01
    y_3_1     J          5.648333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_3_2     dest_3     1.000000000000e+00
    y_3_2     link_26   -1.000000000000e+00
    y_3_2     kv_2       3.389000000000e+03
    y_3_2     load_2     5.648333333333e+01
    y_3_2     J          5.648333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_3_3     dest_3     1.000000000000e+00
    y_3_3     link_27   -1.000000000000e+00
    y_3_3     kv_3       3.389000000000e+03
    y_3_3     load_3     5.648333333333e+01
    y_3_3     J          5.648333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_3_4     dest_3     1.000000000000e+00
    y_3_4     link_28   -1.000000000000e+00
    y_3_4     kv_4       3.389000000000e+03
    y_3_4     load_4     5.648333333333e+01
    y_3_4     J          5.648333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_3_5     dest_3     1.000000000000e+00
    y_3_5     link_29   -1.000000000000e+00
    y_3_5     kv_5       3.389000000000e+03
    y_3_5     load_5     5.648333333333e+01
    y_3_5     J          5.648333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_3_6     dest_3     1.000000000000e+00
    y_3_6     link_30   -1.000000000000e+00
    y_3_6     kv_6       3.389000000000e+03
    y_3_6     load_6     5.648333333333e+01
    y_3_6     J          5.648333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_3_7     dest_3     1.000000000000e+00
    y_3_7     link_31   -1.000000000000e+00
    y_3_7     kv_7       3.389000000000e+03
    y_3_7     load_7     5.648333333333e+01
    y_3_7     J          5.648333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_40_0    dest_40    1.000000000000e+00
    y_40_0    link_320  -1.000000000000e+00
    y_40_0    kv_0       1.778000000000e+03
    y_40_0    load_0     2.963333333333e+01
    y_40_0    J          2.963333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_40_1    dest_40    1.000000000000e+00
    y_40_1    link_321  -1.000000000000e+00
    y_40_1    kv_1       1.778000000000e+03
    y_40_1    load_1     2.963333333333e+01
    y_40_1    J          2.963333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_40_2    dest_40    1.000000000000e+00
    y_40_2    link_322  -1.000000000000e+00
    y_40_2    kv_2       1.778000000000e+03
    y_40_2    load_2     2.963333333333e+01
    y_40_2    J          2.963333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_40_3    dest_40    1.000000000000e+00
    y_40_3    link_323  -1.000000000000e+00
    y_40_3    kv_3       1.778000000000e+03
    y_40_3    load_3     2.963333333333e+01
    y_40_3    J          2.963333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_40_4    dest_40    1.000000000000e+00
    y_40_4    link_324  -1.000000000000e+00
    y_40_4    kv_4       1.778000000000e+03
    y_40_4    load_4     2.963333333333e+01
    y_40_4    J          2.963333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_40_5    dest_40    1.000000000000e+00
    y_40_5    link_325  -1.000000000000e+00
    y_40_5    kv_5       1.778000000000e+03
    y_40_5    load_5     2.963333333333e+01
    y_40_5    J          2.963333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_40_6    dest_40    1.000000000000e+00
    y_40_6    link_326  -1.000000000000e+00
    y_40_6    kv_6       1.778000000000e+03
    y_40_6    load_6     2.963333333333e+01
    y_40_6    J          2.963333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_40_7    dest_40    1.000000000000e+00
    y_40_7    link_327  -1.000000000000e+00
    y_40_7    kv_7       1.778000000000e+03
    y_40_7    load_7     2.963333333333e+01
    y_40_7    J          2.963333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_41_0    dest_41    1.000000000000e+00
    y_41_0    link_328  -1.000000000000e+00
    y_41_0    kv_0       2.069000000000e+03
    y_41_0    load_0     3.448333333333e+01
    y_41_0    J          3.448333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_41_1    dest_41    1.000000000000e+00
    y_41_1    link_329  -1.000000000000e+00
    y_41_1    kv_1       2.069000000000e+03
    y_41_1    load_1     3.448333333333e+01
    y_41_1    J          3.448333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_41_2    dest_41    1.000000000000e+00
    y_41_2    link_330  -1.000000000000e+00
    y_41_2    kv_2       2.069000000000e+03
    y_41_2    load_2     3.448333333333e+01
    y_41_2    J          3.448333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_41_3    dest_41    1.000000000000e+00
    y_41_3    link_331  -1.000000000000e+00
    y_41_3    kv_3       2.069000000000e+03
    y_41_3    load_3     3.448333333333e+01
    y_41_3    J          3.448333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_41_4    dest_41    1.000000000000e+00
    y_41_4    link_332  -1.000000000000e+00
    y_41_4    kv_4       2.069000000000e+03
    y_41_4    load_4     3.448333333333e+01
    y_41_4    J          3.448333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_41_5    dest_41    1.000000000000e+00
    y_41_5    link_333  -1.000000000000e+00
    y_41_5    kv_5       2.069000000000e+03
    y_41_5    load_5     3.448333333333e+01
    y_41_5    J          3.448333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_41_6    dest_41    1.000000000000e+00
    y_41_6    link_334  -1.000000000000e+00
    y_41_6    kv_6       2.069000000000e+03
    y_41_6    load_6     3.448333333333e+01
    y_41_6    J          3.448333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_41_7    dest_41    1.000000000000e+00
    y_41_7    link_335  -1.000000000000e+00
    y_41_7    kv_7       2.069000000000e+03
    y_41_7    load_7     3.448333333333e+01
    y_41_7    J          3.448333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_42_0    dest_42    1.000000000000e+00
    y_42_0    link_336  -1.000000000000e+00
    y_42_0    kv_0       1.787000000000e+03
    y_42_0    load_0     2.978333333333e+01
    y_42_0    J          2.978333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_42_1    dest_42    1.000000000000e+00
    y_42_1    link_337  -1.000000000000e+00
    y_42_1    kv_1       1.787000000000e+03
    y_42_1    load_1     2.978333333333e+01
    y_42_1    J          2.978333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_42_2    dest_42    1.000000000000e+00
    y_42_2    link_338  -1.000000000000e+00
    y_42_2    kv_2       1.787000000000e+03
    y_42_2    load_2     2.978333333333e+01
    y_42_2    J          2.978333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_42_3    dest_42    1.000000000000e+00
    y_42_3    link_339  -1.000000000000e+00
    y_42_3    kv_3       1.787000000000e+03
    y_42_3    load_3     2.978333333333e+01
    y_42_3    J          2.978333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_42_4    dest_42    1.000000000000e+00
    y_42_4    link_340  -1.000000000000e+00
    y_42_4    kv_4       1.787000000000e+03
    y_42_4    load_4     2.978333333333e+01
    y_42_4    J          2.978333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_42_5    dest_42    1.000000000000e+00
    y_42_5    link_341  -1.000000000000e+00
    y_42_5    kv_5       1.787000000000e+03
    y_42_5    load_5     2.978333333333e+01
    y_42_5    J          2.978333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_42_6    dest_42    1.000000000000e+00
    y_42_6    link_342  -1.000000000000e+00
    y_42_6    kv_6       1.787000000000e+03
    y_42_6    load_6     2.978333333333e+01
    y_42_6    J          2.978333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_42_7    dest_42    1.000000000000e+00
    y_42_7    link_343  -1.000000000000e+00
    y_42_7    kv_7       1.787000000000e+03
    y_42_7    load_7     2.978333333333e+01
    y_42_7    J          2.978333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_43_0    dest_43    1.000000000000e+00
    y_43_0    link_344  -1.000000000000e+00
    y_43_0    kv_0       8.840000000000e+02
    y_43_0    load_0     1.473333333333e+01
    y_43_0    J          1.473333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_43_1    dest_43    1.000000000000e+00
    y_43_1    link_345  -1.000000000000e+00
    y_43_1    kv_1       8.840000000000e+02
    y_43_1    load_1     1.473333333333e+01
    y_43_1    J          1.473333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_43_2    dest_43    1.000000000000e+00
    y_43_2    link_346  -1.000000000000e+00
    y_43_2    kv_2       8.840000000000e+02
    y_43_2    load_2     1.473333333333e+01
    y_43_2    J          1.473333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_43_3    dest_43    1.000000000000e+00
    y_43_3    link_347  -1.000000000000e+00
    y_43_3    kv_3       8.840000000000e+02
    y_43_3    load_3     1.473333333333e+01
    y_43_3    J          1.473333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_43_4    dest_43    1.000000000000e+00
    y_43_4    link_348  -1.000000000000e+00
    y_43_4    kv_4       8.840000000000e+02
    y_43_4    load_4     1.473333333333e+01
    y_43_4    J          1.473333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_43_5    dest_43    1.000000000000e+00
    y_43_5    link_349  -1.000000000000e+00
    y_43_5    kv_5       8.840000000000e+02
    y_43_5    load_5     1.473333333333e+01
    y_43_5    J          1.473333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_43_6    dest_43    1.000000000000e+00
    y_43_6    link_350  -1.000000000000e+00
    y_43_6    kv_6       8.840000000000e+02
    y_43_6    load_6     1.473333333333e+01
    y_43_6    J          1.473333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_43_7    dest_43    1.000000000000e+00
    y_43_7    link_351  -1.000000000000e+00
    y_43_7    kv_7       8.840000000000e+02
    y_43_7    load_7     1.473333333333e+01
    y_43_7    J          1.473333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_44_0    dest_44    1.000000000000e+00
    y_44_0    link_352  -1.000000000000e+00
    y_44_0    kv_0       1.211000000000e+03
    y_44_0    load_0     2.018333333333e+01
    y_44_0    J          2.018333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_44_1    dest_44    1.000000000000e+00
    y_44_1    link_353  -1.000000000000e+00
    y_44_1    kv_1       1.211000000000e+03
    y_44_1    load_1     2.018333333333e+01
    y_44_1    J          2.018333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_44_2    dest_44    1.000000000000e+00
    y_44_2    link_354  -1.000000000000e+00
    y_44_2    kv_2       1.211000000000e+03
    y_44_2    load_2     2.018333333333e+01
    y_44_2    J          2.018333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_44_3    dest_44    1.000000000000e+00
    y_44_3    link_355  -1.000000000000e+00
    y_44_3    kv_3       1.211000000000e+03
    y_44_3    load_3     2.018333333333e+01
    y_44_3    J          2.018333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_44_4    dest_44    1.000000000000e+00
    y_44_4    link_356  -1.000000000000e+00
    y_44_4    kv_4       1.211000000000e+03
    y_44_4    load_4     2.018333333333e+01
    y_44_4    J          2.018333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_44_5    dest_44    1.000000000000e+00
    y_44_5    link_357  -1.000000000000e+00
    y_44_5    kv_5       1.211000000000e+03
    y_44_5    load_5     2.018333333333e+01
    y_44_5    J          2.018333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_44_6    dest_44    1.000000000000e+00
    y_44_6    link_358  -1.000000000000e+00
    y_44_6    kv_6       1.211000000000e+03
    y_44_6    load_6     2.018333333333e+01
    y_44_6    J          2.018333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_44_7    dest_44    1.000000000000e+00
    y_44_7    link_359  -1.000000000000e+00
    y_44_7    kv_7       1.211000000000e+03
    y_44_7    load_7     2.018333333333e+01
    y_44_7    J          2.018333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_45_0    dest_45    1.000000000000e+00
    y_45_0    link_360  -1.000000000000e+00
    y_45_0    kv_0       1.493000000000e+03
    y_45_0    load_0     2.488333333333e+01
    y_45_0    J          2.488333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_45_1    dest_45    1.000000000000e+00
    y_45_1    link_361  -1.000000000000e+00
    y_45_1    kv_1       1.493000000000e+03
    y_45_1    load_1     2.488333333333e+01
    y_45_1    J          2.488333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_45_2    dest_45    1.000000000000e+00
    y_45_2    link_362  -1.000000000000e+00
    y_45_2    kv_2       1.493000000000e+03
    y_45_2    load_2     2.488333333333e+01
    y_45_2    J          2.488333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_45_3    dest_45    1.000000000000e+00
    y_45_3    link_363  -1.000000000000e+00
    y_45_3    kv_3       1.493000000000e+03
    y_45_3    load_3     2.488333333333e+01
    y_45_3    J          2.488333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_45_4    dest_45    1.000000000000e+00
    y_45_4    link_364  -1.000000000000e+00
    y_45_4    kv_4       1.493000000000e+03
    y_45_4    load_4     2.488333333333e+01
    y_45_4    J          2.488333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_45_5    dest_45    1.000000000000e+00
    y_45_5    link_365  -1.000000000000e+00
    y_45_5    kv_5       1.493000000000e+03
    y_45_5    load_5     2.488333333333e+01
    y_45_5    J          2.488333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_45_6    dest_45    1.000000000000e+00
    y_45_6    link_366  -1.000000000000e+00
    y_45_6    kv_6       1.493000000000e+03
    y_45_6    load_6     2.488333333333e+01
    y_45_6    J          2.488333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_45_7    dest_45    1.000000000000e+00
    y_45_7    link_367  -1.000000000000e+00
    y_45_7    kv_7       1.493000000000e+03
    y_45_7    load_7     2.488333333333e+01
    y_45_7    J          2.488333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_46_0    dest_46    1.000000000000e+00
    y_46_0    link_368  -1.000000000000e+00
    y_46_0    kv_0       1.599000000000e+03
    y_46_0    load_0     2.665000000000e+01
    y_46_0    J          2.665000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_46_1    dest_46    1.000000000000e+00
    y_46_1    link_369  -1.000000000000e+00
    y_46_1    kv_1       1.599000000000e+03
    y_46_1    load_1     2.665000000000e+01
    y_46_1    J          2.665000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_46_2    dest_46    1.000000000000e+00
    y_46_2    link_370  -1.000000000000e+00
    y_46_2    kv_2       1.599000000000e+03
    y_46_2    load_2     2.665000000000e+01
    y_46_2    J          2.665000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_46_3    dest_46    1.000000000000e+00
    y_46_3    link_371  -1.000000000000e+00
    y_46_3    kv_3       1.599000000000e+03
    y_46_3    load_3     2.665000000000e+01
    y_46_3    J          2.665000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_46_4    dest_46    1.000000000000e+00
    y_46_4    link_372  -1.000000000000e+00
    y_46_4    kv_4       1.599000000000e+03
    y_46_4    load_4     2.665000000000e+01
    y_46_4    J          2.665000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_46_5    dest_46    1.000000000000e+00
    y_46_5    link_373  -1.000000000000e+00
    y_46_5    kv_5       1.599000000000e+03
    y_46_5    load_5     2.665000000000e+01
    y_46_5    J          2.665000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_46_6    dest_46    1.000000000000e+00
    y_46_6    link_374  -1.000000000000e+00
    y_46_6    kv_6       1.599000000000e+03
    y_46_6    load_6     2.665000000000e+01
    y_46_6    J          2.665000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_46_7    dest_46    1.000000000000e+00
    y_46_7    link_375  -1.000000000000e+00
    y_46_7    kv_7       1.599000000000e+03
    y_46_7    load_7     2.665000000000e+01
    y_46_7    J          2.665000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_47_0    dest_47    1.000000000000e+00
    y_47_0    link_376  -1.000000000000e+00
    y_47_0    kv_0       1.596000000000e+03
    y_47_0    load_0     2.660000000000e+01
    y_47_0    J          2.660000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_47_1    dest_47    1.000000000000e+00
    y_47_1    link_377  -1.000000000000e+00
    y_47_1    kv_1       1.596000000000e+03
    y_47_1    load_1     2.660000000000e+01
    y_47_1    J          2.660000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_47_2    dest_47    1.000000000000e+00
    y_47_2    link_378  -1.000000000000e+00
    y_47_2    kv_2       1.596000000000e+03
    y_47_2    load_2     2.660000000000e+01
    y_47_2    J          2.660000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_47_3    dest_47    1.000000000000e+00
    y_47_3    link_379  -1.000000000000e+00
    y_47_3    kv_3       1.596000000000e+03
    y_47_3    load_3     2.660000000000e+01
    y_47_3    J          2.660000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_47_4    dest_47    1.000000000000e+00
    y_47_4    link_380  -1.000000000000e+00
    y_47_4    kv_4       1.596000000000e+03
    y_47_4    load_4     2.660000000000e+01
    y_47_4    J          2.660000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_47_5    dest_47    1.000000000000e+00
    y_47_5    link_381  -1.000000000000e+00
    y_47_5    kv_5       1.596000000000e+03
    y_47_5    load_5     2.660000000000e+01
    y_47_5    J          2.660000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_47_6    dest_47    1.000000000000e+00
    y_47_6    link_382  -1.000000000000e+00
    y_47_6    kv_6       1.596000000000e+03
    y_47_6    load_6     2.660000000000e+01
    y_47_6    J          2.660000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_47_7    dest_47    1.000000000000e+00
    y_47_7    link_383  -1.000000000000e+00
    y_47_7    kv_7       1.596000000000e+03
    y_47_7    load_7     2.660000000000e+01
    y_47_7    J          2.660000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_48_0    dest_48    1.000000000000e+00
    y_48_0    link_384  -1.000000000000e+00
    y_48_0    kv_0       2.518000000000e+03
    y_48_0    load_0     4.196666666667e+01
    y_48_0    J          4.196666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_48_1    dest_48    1.000000000000e+00
    y_48_1    link_385  -1.000000000000e+00
    y_48_1    kv_1       2.518000000000e+03
    y_48_1    load_1     4.196666666667e+01
    y_48_1    J          4.196666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_48_2    dest_48    1.000000000000e+00
    y_48_2    link_386  -1.000000000000e+00
    y_48_2    kv_2       2.518000000000e+03
    y_48_2    load_2     4.196666666667e+01
    y_48_2    J          4.196666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_48_3    dest_48    1.000000000000e+00
    y_48_3    link_387  -1.000000000000e+00
    y_48_3    kv_3       2.518000000000e+03
    y_48_3    load_3     4.196666666667e+01
    y_48_3    J          4.196666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_48_4    dest_48    1.000000000000e+00
    y_48_4    link_388  -1.000000000000e+00
    y_48_4    kv_4       2.518000000000e+03
    y_48_4    load_4     4.196666666667e+01
    y_48_4    J          4.196666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_48_5    dest_48    1.000000000000e+00
    y_48_5    link_389  -1.000000000000e+00
    y_48_5    kv_5       2.518000000000e+03
    y_48_5    load_5     4.196666666667e+01
    y_48_5    J          4.196666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_48_6    dest_48    1.000000000000e+00
    y_48_6    link_390  -1.000000000000e+00
    y_48_6    kv_6       2.518000000000e+03
    y_48_6    load_6     4.196666666667e+01
    y_48_6    J          4.196666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_48_7    dest_48    1.000000000000e+00
    y_48_7    link_391  -1.000000000000e+00
    y_48_7    kv_7       2.518000000000e+03
    y_48_7    load_7     4.196666666667e+01
    y_48_7    J          4.196666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_49_0    dest_49    1.000000000000e+00
    y_49_0    link_392  -1.000000000000e+00
    y_49_0    kv_0       3.901000000000e+03
    y_49_0    load_0     6.501666666667e+01
    y_49_0    J          6.501666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_49_1    dest_49    1.000000000000e+00
    y_49_1    link_393  -1.000000000000e+00
    y_49_1    kv_1       3.901000000000e+03
    y_49_1    load_1     6.501666666667e+01
    y_49_1    J          6.501666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_49_2    dest_49    1.000000000000e+00
    y_49_2    link_394  -1.000000000000e+00
    y_49_2    kv_2       3.901000000000e+03
    y_49_2    load_2     6.501666666667e+01
    y_49_2    J          6.501666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_49_3    dest_49    1.000000000000e+00
    y_49_3    link_395  -1.000000000000e+00
    y_49_3    kv_3       3.901000000000e+03
    y_49_3    load_3     6.501666666667e+01
    y_49_3    J          6.501666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_49_4    dest_49    1.000000000000e+00
    y_49_4    link_396  -1.000000000000e+00
    y_49_4    kv_4       3.901000000000e+03
    y_49_4    load_4     6.501666666667e+01
    y_49_4    J          6.501666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_49_5    dest_49    1.000000000000e+00
    y_49_5    link_397  -1.000000000000e+00
    y_49_5    kv_5       3.901000000000e+03
    y_49_5    load_5     6.501666666667e+01
    y_49_5    J          6.501666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_49_6    dest_49    1.000000000000e+00
    y_49_6    link_398  -1.000000000000e+00
    y_49_6    kv_6       3.901000000000e+03
    y_49_6    load_6     6.501666666667e+01
    y_49_6    J          6.501666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_49_7    dest_49    1.000000000000e+00
    y_49_7    link_399  -1.000000000000e+00
    y_49_7    kv_7       3.901000000000e+03
    y_49_7    load_7     6.501666666667e+01
    y_49_7    J          6.501666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_4_0     dest_4     1.000000000000e+00
    y_4_0     link_32   -1.000000000000e+00
    y_4_0     kv_0       1.076000000000e+03
    y_4_0     load_0     1.793333333333e+01
    y_4_0     J          1.793333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_4_1     dest_4     1.000000000000e+00
    y_4_1     link_33   -1.000000000000e+00
    y_4_1     kv_1       1.076000000000e+03
    y_4_1     load_1     1.793333333333e+01
    y_4_1     J          1.793333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_4_2     dest_4     1.000000000000e+00
    y_4_2     link_34   -1.000000000000e+00
    y_4_2     kv_2       1.076000000000e+03
    y_4_2     load_2     1.793333333333e+01
    y_4_2     J          1.793333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_4_3     dest_4     1.000000000000e+00
    y_4_3     link_35   -1.000000000000e+00
    y_4_3     kv_3       1.076000000000e+03
    y_4_3     load_3     1.793333333333e+01
    y_4_3     J          1.793333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_4_4     dest_4     1.000000000000e+00
    y_4_4     link_36   -1.000000000000e+00
    y_4_4     kv_4       1.076000000000e+03
    y_4_4     load_4     1.793333333333e+01
    y_4_4     J          1.793333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_4_5     dest_4     1.000000000000e+00
    y_4_5     link_37   -1.000000000000e+00
    y_4_5     kv_5       1.076000000000e+03
    y_4_5     load_5     1.793333333333e+01
    y_4_5     J          1.793333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_4_6     dest_4     1.000000000000e+00
    y_4_6     link_38   -1.000000000000e+00
    y_4_6     kv_6       1.076000000000e+03
    y_4_6     load_6     1.793333333333e+01
    y_4_6     J          1.793333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_4_7     dest_4     1.000000000000e+00
    y_4_7     link_39   -1.000000000000e+00
    y_4_7     kv_7       1.076000000000e+03
    y_4_7     load_7     1.793333333333e+01
    y_4_7     J          1.793333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_50_0    dest_50    1.000000000000e+00
    y_50_0    link_400  -1.000000000000e+00
    y_50_0    kv_0       3.211000000000e+03
    y_50_0    load_0     5.351666666667e+01
    y_50_0    J          5.351666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_50_1    dest_50    1.000000000000e+00
    y_50_1    link_401  -1.000000000000e+00
    y_50_1    kv_1       3.211000000000e+03
    y_50_1    load_1     5.351666666667e+01
    y_50_1    J          5.351666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_50_2    dest_50    1.000000000000e+00
    y_50_2    link_402  -1.000000000000e+00
    y_50_2    kv_2       3.211000000000e+03
    y_50_2    load_2     5.351666666667e+01
    y_50_2    J          5.351666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_50_3    dest_50    1.000000000000e+00
    y_50_3    link_403  -1.000000000000e+00
    y_50_3    kv_3       3.211000000000e+03
    y_50_3    load_3     5.351666666667e+01
    y_50_3    J          5.351666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_50_4    dest_50    1.000000000000e+00
    y_50_4    link_404  -1.000000000000e+00
    y_50_4    kv_4       3.211000000000e+03
    y_50_4    load_4     5.351666666667e+01
    y_50_4    J          5.351666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_50_5    dest_50    1.000000000000e+00
    y_50_5    link_405  -1.000000000000e+00
    y_50_5    kv_5       3.211000000000e+03
    y_50_5    load_5     5.351666666667e+01
    y_50_5    J          5.351666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_50_6    dest_50    1.000000000000e+00
    y_50_6    link_406  -1.000000000000e+00
    y_50_6    kv_6       3.211000000000e+03
    y_50_6    load_6     5.351666666667e+01
    y_50_6    J          5.351666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_50_7    dest_50    1.000000000000e+00
    y_50_7    link_407  -1.000000000000e+00
    y_50_7    kv_7       3.211000000000e+03
    y_50_7    load_7     5.351666666667e+01
    y_50_7    J          5.351666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_51_0    dest_51    1.000000000000e+00
    y_51_0    link_408  -1.000000000000e+00
    y_51_0    kv_0       3.269000000000e+03
    y_51_0    load_0     5.448333333333e+01
    y_51_0    J          5.448333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_51_1    dest_51    1.000000000000e+00
    y_51_1    link_409  -1.000000000000e+00
    y_51_1    kv_1       3.269000000000e+03
    y_51_1    load_1     5.448333333333e+01
    y_51_1    J          5.448333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_51_2    dest_51    1.000000000000e+00
    y_51_2    link_410  -1.000000000000e+00
    y_51_2    kv_2       3.269000000000e+03
    y_51_2    load_2     5.448333333333e+01
    y_51_2    J          5.448333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_51_3    dest_51    1.000000000000e+00
    y_51_3    link_411  -1.000000000000e+00
    y_51_3    kv_3       3.269000000000e+03
    y_51_3    load_3     5.448333333333e+01
    y_51_3    J          5.448333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_51_4    dest_51    1.000000000000e+00
    y_51_4    link_412  -1.000000000000e+00
    y_51_4    kv_4       3.269000000000e+03
    y_51_4    load_4     5.448333333333e+01
    y_51_4    J          5.448333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_51_5    dest_51    1.000000000000e+00
    y_51_5    link_413  -1.000000000000e+00
    y_51_5    kv_5       3.269000000000e+03
    y_51_5    load_5     5.448333333333e+01
    y_51_5    J          5.448333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_51_6    dest_51    1.000000000000e+00
    y_51_6    link_414  -1.000000000000e+00
    y_51_6    kv_6       3.269000000000e+03
    y_51_6    load_6     5.448333333333e+01
    y_51_6    J          5.448333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_51_7    dest_51    1.000000000000e+00
    y_51_7    link_415  -1.000000000000e+00
    y_51_7    kv_7       3.269000000000e+03
    y_51_7    load_7     5.448333333333e+01
    y_51_7    J          5.448333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_52_0    dest_52    1.000000000000e+00
    y_52_0    link_416  -1.000000000000e+00
    y_52_0    kv_0       3.157000000000e+03
    y_52_0    load_0     5.261666666667e+01
    y_52_0    J          5.261666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_52_1    dest_52    1.000000000000e+00
    y_52_1    link_417  -1.000000000000e+00
    y_52_1    kv_1       3.157000000000e+03
    y_52_1    load_1     5.261666666667e+01
    y_52_1    J          5.261666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_52_2    dest_52    1.000000000000e+00
    y_52_2    link_418  -1.000000000000e+00
    y_52_2    kv_2       3.157000000000e+03
    y_52_2    load_2     5.261666666667e+01
    y_52_2    J          5.261666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_52_3    dest_52    1.000000000000e+00
    y_52_3    link_419  -1.000000000000e+00
    y_52_3    kv_3       3.157000000000e+03
    y_52_3    load_3     5.261666666667e+01
    y_52_3    J          5.261666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_52_4    dest_52    1.000000000000e+00
    y_52_4    link_420  -1.000000000000e+00
    y_52_4    kv_4       3.157000000000e+03
    y_52_4    load_4     5.261666666667e+01
    y_52_4    J          5.261666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_52_5    dest_52    1.000000000000e+00
    y_52_5    link_421  -1.000000000000e+00
    y_52_5    kv_5       3.157000000000e+03
    y_52_5    load_5     5.261666666667e+01
    y_52_5    J          5.261666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_52_6    dest_52    1.000000000000e+00
    y_52_6    link_422  -1.000000000000e+00
    y_52_6    kv_6       3.157000000000e+03
    y_52_6    load_6     5.261666666667e+01
    y_52_6    J          5.261666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_52_7    dest_52    1.000000000000e+00
    y_52_7    link_423  -1.000000000000e+00
    y_52_7    kv_7       3.157000000000e+03
    y_52_7    load_7     5.261666666667e+01
    y_52_7    J          5.261666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_53_0    dest_53    1.000000000000e+00
    y_53_0    link_424  -1.000000000000e+00
    y_53_0    kv_0       2.589000000000e+03
    y_53_0    load_0     4.315000000000e+01
    y_53_0    J          4.315000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_53_1    dest_53    1.000000000000e+00
    y_53_1    link_425  -1.000000000000e+00
    y_53_1    kv_1       2.589000000000e+03
    y_53_1    load_1     4.315000000000e+01
    y_53_1    J          4.315000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_53_2    dest_53    1.000000000000e+00
    y_53_2    link_426  -1.000000000000e+00
    y_53_2    kv_2       2.589000000000e+03
    y_53_2    load_2     4.315000000000e+01
    y_53_2    J          4.315000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_53_3    dest_53    1.000000000000e+00
    y_53_3    link_427  -1.000000000000e+00
    y_53_3    kv_3       2.589000000000e+03
    y_53_3    load_3     4.315000000000e+01
    y_53_3    J          4.315000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_53_4    dest_53    1.000000000000e+00
    y_53_4    link_428  -1.000000000000e+00
    y_53_4    kv_4       2.589000000000e+03
    y_53_4    load_4     4.315000000000e+01
    y_53_4    J          4.315000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_53_5    dest_53    1.000000000000e+00
    y_53_5    link_429  -1.000000000000e+00
    y_53_5    kv_5       2.589000000000e+03
    y_53_5    load_5     4.315000000000e+01
    y_53_5    J          4.315000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_53_6    dest_53    1.000000000000e+00
    y_53_6    link_430  -1.000000000000e+00
    y_53_6    kv_6       2.589000000000e+03
    y_53_6    load_6     4.315000000000e+01
    y_53_6    J          4.315000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_53_7    dest_53    1.000000000000e+00
    y_53_7    link_431  -1.000000000000e+00
    y_53_7    kv_7       2.589000000000e+03
    y_53_7    load_7     4.315000000000e+01
    y_53_7    J          4.315000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_54_0    dest_54    1.000000000000e+00
    y_54_0    link_432  -1.000000000000e+00
    y_54_0    kv_0       3.712000000000e+03
    y_54_0    load_0     6.186666666667e+01
    y_54_0    J          6.186666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_54_1    dest_54    1.000000000000e+00
    y_54_1    link_433  -1.000000000000e+00
    y_54_1    kv_1       3.712000000000e+03
    y_54_1    load_1     6.186666666667e+01
    y_54_1    J          6.186666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_54_2    dest_54    1.000000000000e+00
    y_54_2    link_434  -1.000000000000e+00
    y_54_2    kv_2       3.712000000000e+03
    y_54_2    load_2     6.186666666667e+01
    y_54_2    J          6.186666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_54_3    dest_54    1.000000000000e+00
    y_54_3    link_435  -1.000000000000e+00
    y_54_3    kv_3       3.712000000000e+03
    y_54_3    load_3     6.186666666667e+01
    y_54_3    J          6.186666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_54_4    dest_54    1.000000000000e+00
    y_54_4    link_436  -1.000000000000e+00
    y_54_4    kv_4       3.712000000000e+03
    y_54_4    load_4     6.186666666667e+01
    y_54_4    J          6.186666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_54_5    dest_54    1.000000000000e+00
    y_54_5    link_437  -1.000000000000e+00
    y_54_5    kv_5       3.712000000000e+03
    y_54_5    load_5     6.186666666667e+01
    y_54_5    J          6.186666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_54_6    dest_54    1.000000000000e+00
    y_54_6    link_438  -1.000000000000e+00
    y_54_6    kv_6       3.712000000000e+03
    y_54_6    load_6     6.186666666667e+01
    y_54_6    J          6.186666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_54_7    dest_54    1.000000000000e+00
    y_54_7    link_439  -1.000000000000e+00
    y_54_7    kv_7       3.712000000000e+03
    y_54_7    load_7     6.186666666667e+01
    y_54_7    J          6.186666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_55_0    dest_55    1.000000000000e+00
    y_55_0    link_440  -1.000000000000e+00
    y_55_0    kv_0       2.914000000000e+03
    y_55_0    load_0     4.856666666667e+01
    y_55_0    J          4.856666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_55_1    dest_55    1.000000000000e+00
    y_55_1    link_441  -1.000000000000e+00
    y_55_1    kv_1       2.914000000000e+03
    y_55_1    load_1     4.856666666667e+01
    y_55_1    J          4.856666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_55_2    dest_55    1.000000000000e+00
    y_55_2    link_442  -1.000000000000e+00
    y_55_2    kv_2       2.914000000000e+03
    y_55_2    load_2     4.856666666667e+01
    y_55_2    J          4.856666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_55_3    dest_55    1.000000000000e+00
    y_55_3    link_443  -1.000000000000e+00
    y_55_3    kv_3       2.914000000000e+03
    y_55_3    load_3     4.856666666667e+01
    y_55_3    J          4.856666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_55_4    dest_55    1.000000000000e+00
    y_55_4    link_444  -1.000000000000e+00
    y_55_4    kv_4       2.914000000000e+03
    y_55_4    load_4     4.856666666667e+01
    y_55_4    J          4.856666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_55_5    dest_55    1.000000000000e+00
    y_55_5    link_445  -1.000000000000e+00
    y_55_5    kv_5       2.914000000000e+03
    y_55_5    load_5     4.856666666667e+01
    y_55_5    J          4.856666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_55_6    dest_55    1.000000000000e+00
    y_55_6    link_446  -1.000000000000e+00
    y_55_6    kv_6       2.914000000000e+03
    y_55_6    load_6     4.856666666667e+01
    y_55_6    J          4.856666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_55_7    dest_55    1.000000000000e+00
    y_55_7    link_447  -1.000000000000e+00
    y_55_7    kv_7       2.914000000000e+03
    y_55_7    load_7     4.856666666667e+01
    y_55_7    J          4.856666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_56_0    dest_56    1.000000000000e+00
    y_56_0    link_448  -1.000000000000e+00
    y_56_0    kv_0       2.251000000000e+03
    y_56_0    load_0     3.751666666667e+01
    y_56_0    J          3.751666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_56_1    dest_56    1.000000000000e+00
    y_56_1    link_449  -1.000000000000e+00
    y_56_1    kv_1       2.251000000000e+03
    y_56_1    load_1     3.751666666667e+01
    y_56_1    J          3.751666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_56_2    dest_56    1.000000000000e+00
    y_56_2    link_450  -1.000000000000e+00
    y_56_2    kv_2       2.251000000000e+03
    y_56_2    load_2     3.751666666667e+01
    y_56_2    J          3.751666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_56_3    dest_56    1.000000000000e+00
    y_56_3    link_451  -1.000000000000e+00
    y_56_3    kv_3       2.251000000000e+03
    y_56_3    load_3     3.751666666667e+01
    y_56_3    J          3.751666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_56_4    dest_56    1.000000000000e+00
    y_56_4    link_452  -1.000000000000e+00
    y_56_4    kv_4       2.251000000000e+03
    y_56_4    load_4     3.751666666667e+01
    y_56_4    J          3.751666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_56_5    dest_56    1.000000000000e+00
    y_56_5    link_453  -1.000000000000e+00
    y_56_5    kv_5       2.251000000000e+03
    y_56_5    load_5     3.751666666667e+01
    y_56_5    J          3.751666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_56_6    dest_56    1.000000000000e+00
    y_56_6    link_454  -1.000000000000e+00
    y_56_6    kv_6       2.251000000000e+03
    y_56_6    load_6     3.751666666667e+01
    y_56_6    J          3.751666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_56_7    dest_56    1.000000000000e+00
    y_56_7    link_455  -1.000000000000e+00
    y_56_7    kv_7       2.251000000000e+03
    y_56_7    load_7     3.751666666667e+01
    y_56_7    J          3.751666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_57_0    dest_57    1.000000000000e+00
    y_57_0    link_456  -1.000000000000e+00
    y_57_0    kv_0       7.700000000000e+02
    y_57_0    load_0     1.283333333333e+01
    y_57_0    J          1.283333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_57_1    dest_57    1.000000000000e+00
    y_57_1    link_457  -1.000000000000e+00
    y_57_1    kv_1       7.700000000000e+02
    y_57_1    load_1     1.283333333333e+01
    y_57_1    J          1.283333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_57_2    dest_57    1.000000000000e+00
    y_57_2    link_458  -1.000000000000e+00
    y_57_2    kv_2       7.700000000000e+02
    y_57_2    load_2     1.283333333333e+01
    y_57_2    J          1.283333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_57_3    dest_57    1.000000000000e+00
    y_57_3    link_459  -1.000000000000e+00
    y_57_3    kv_3       7.700000000000e+02
    y_57_3    load_3     1.283333333333e+01
    y_57_3    J          1.283333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_57_4    dest_57    1.000000000000e+00
    y_57_4    link_460  -1.000000000000e+00
    y_57_4    kv_4       7.700000000000e+02
    y_57_4    load_4     1.283333333333e+01
    y_57_4    J          1.283333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_57_5    dest_57    1.000000000000e+00
    y_57_5    link_461  -1.000000000000e+00
    y_57_5    kv_5       7.700000000000e+02
    y_57_5    load_5     1.283333333333e+01
    y_57_5    J          1.283333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_57_6    dest_57    1.000000000000e+00
    y_57_6    link_462  -1.000000000000e+00
    y_57_6    kv_6       7.700000000000e+02
    y_57_6    load_6     1.283333333333e+01
    y_57_6    J          1.283333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_57_7    dest_57    1.000000000000e+00
    y_57_7    link_463  -1.000000000000e+00
    y_57_7    kv_7       7.700000000000e+02
    y_57_7    load_7     1.283333333333e+01
    y_57_7    J          1.283333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_58_0    dest_58    1.000000000000e+00
    y_58_0    link_464  -1.000000000000e+00
    y_58_0    kv_0       2.210000000000e+03
    y_58_0    load_0     3.683333333333e+01
    y_58_0    J          3.683333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_58_1    dest_58    1.000000000000e+00
    y_58_1    link_465  -1.000000000000e+00
    y_58_1    kv_1       2.210000000000e+03
    y_58_1    load_1     3.683333333333e+01
    y_58_1    J          3.683333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_58_2    dest_58    1.000000000000e+00
    y_58_2    link_466  -1.000000000000e+00
    y_58_2    kv_2       2.210000000000e+03
    y_58_2    load_2     3.683333333333e+01
    y_58_2    J          3.683333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_58_3    dest_58    1.000000000000e+00
    y_58_3    link_467  -1.000000000000e+00
    y_58_3    kv_3       2.210000000000e+03
    y_58_3    load_3     3.683333333333e+01
    y_58_3    J          3.683333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_58_4    dest_58    1.000000000000e+00
    y_58_4    link_468  -1.000000000000e+00
    y_58_4    kv_4       2.210000000000e+03
    y_58_4    load_4     3.683333333333e+01
    y_58_4    J          3.683333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_58_5    dest_58    1.000000000000e+00
    y_58_5    link_469  -1.000000000000e+00
    y_58_5    kv_5       2.210000000000e+03
    y_58_5    load_5     3.683333333333e+01
    y_58_5    J          3.683333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_58_6    dest_58    1.000000000000e+00
    y_58_6    link_470  -1.000000000000e+00
    y_58_6    kv_6       2.210000000000e+03
    y_58_6    load_6     3.683333333333e+01
    y_58_6    J          3.683333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_58_7    dest_58    1.000000000000e+00
    y_58_7    link_471  -1.000000000000e+00
    y_58_7    kv_7       2.210000000000e+03
    y_58_7    load_7     3.683333333333e+01
    y_58_7    J          3.683333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_59_0    dest_59    1.000000000000e+00
    y_59_0    link_472  -1.000000000000e+00
    y_59_0    kv_0       1.245000000000e+03
    y_59_0    load_0     2.075000000000e+01
    y_59_0    J          2.075000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_59_1    dest_59    1.000000000000e+00
    y_59_1    link_473  -1.000000000000e+00
    y_59_1    kv_1       1.245000000000e+03
    y_59_1    load_1     2.075000000000e+01
    y_59_1    J          2.075000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_59_2    dest_59    1.000000000000e+00
    y_59_2    link_474  -1.000000000000e+00
    y_59_2    kv_2       1.245000000000e+03
    y_59_2    load_2     2.075000000000e+01
    y_59_2    J          2.075000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_59_3    dest_59    1.000000000000e+00
    y_59_3    link_475  -1.000000000000e+00
    y_59_3    kv_3       1.245000000000e+03
    y_59_3    load_3     2.075000000000e+01
    y_59_3    J          2.075000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_59_4    dest_59    1.000000000000e+00
    y_59_4    link_476  -1.000000000000e+00
    y_59_4    kv_4       1.245000000000e+03
    y_59_4    load_4     2.075000000000e+01
    y_59_4    J          2.075000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_59_5    dest_59    1.000000000000e+00
    y_59_5    link_477  -1.000000000000e+00
    y_59_5    kv_5       1.245000000000e+03
    y_59_5    load_5     2.075000000000e+01
    y_59_5    J          2.075000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_59_6    dest_59    1.000000000000e+00
    y_59_6    link_478  -1.000000000000e+00
    y_59_6    kv_6       1.245000000000e+03
    y_59_6    load_6     2.075000000000e+01
    y_59_6    J          2.075000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_59_7    dest_59    1.000000000000e+00
    y_59_7    link_479  -1.000000000000e+00
    y_59_7    kv_7       1.245000000000e+03
    y_59_7    load_7     2.075000000000e+01
    y_59_7    J          2.075000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_5_0     dest_5     1.000000000000e+00
    y_5_0     link_40   -1.000000000000e+00
    y_5_0     kv_0       1.813000000000e+03
    y_5_0     load_0     3.021666666667e+01
    y_5_0     J          3.021666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_5_1     dest_5     1.000000000000e+00
    y_5_1     link_41   -1.000000000000e+00
    y_5_1     kv_1       1.813000000000e+03
    y_5_1     load_1     3.021666666667e+01
    y_5_1     J          3.021666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_5_2     dest_5     1.000000000000e+00
    y_5_2     link_42   -1.000000000000e+00
    y_5_2     kv_2       1.813000000000e+03
    y_5_2     load_2     3.021666666667e+01
    y_5_2     J          3.021666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_5_3     dest_5     1.000000000000e+00
    y_5_3     link_43   -1.000000000000e+00
    y_5_3     kv_3       1.813000000000e+03
    y_5_3     load_3     3.021666666667e+01
    y_5_3     J          3.021666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_5_4     dest_5     1.000000000000e+00
    y_5_4     link_44   -1.000000000000e+00
    y_5_4     kv_4       1.813000000000e+03
    y_5_4     load_4     3.021666666667e+01
    y_5_4     J          3.021666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_5_5     dest_5     1.000000000000e+00
    y_5_5     link_45   -1.000000000000e+00
    y_5_5     kv_5       1.813000000000e+03
    y_5_5     load_5     3.021666666667e+01
    y_5_5     J          3.021666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_5_6     dest_5     1.000000000000e+00
    y_5_6     link_46   -1.000000000000e+00
    y_5_6     kv_6       1.813000000000e+03
    y_5_6     load_6     3.021666666667e+01
    y_5_6     J          3.021666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_5_7     dest_5     1.000000000000e+00
    y_5_7     link_47   -1.000000000000e+00
    y_5_7     kv_7       1.813000000000e+03
    y_5_7     load_7     3.021666666667e+01
    y_5_7     J          3.021666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_60_0    dest_60    1.000000000000e+00
    y_60_0    link_480  -1.000000000000e+00
    y_60_0    kv_0       9.640000000000e+02
    y_60_0    load_0     1.606666666667e+01
    y_60_0    J          1.606666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_60_1    dest_60    1.000000000000e+00
    y_60_1    link_481  -1.000000000000e+00
    y_60_1    kv_1       9.640000000000e+02
    y_60_1    load_1     1.606666666667e+01
    y_60_1    J          1.606666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_60_2    dest_60    1.000000000000e+00
    y_60_2    link_482  -1.000000000000e+00
    y_60_2    kv_2       9.640000000000e+02
    y_60_2    load_2     1.606666666667e+01
    y_60_2    J          1.606666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_60_3    dest_60    1.000000000000e+00
    y_60_3    link_483  -1.000000000000e+00
    y_60_3    kv_3       9.640000000000e+02
    y_60_3    load_3     1.606666666667e+01
    y_60_3    J          1.606666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_60_4    dest_60    1.000000000000e+00
    y_60_4    link_484  -1.000000000000e+00
    y_60_4    kv_4       9.640000000000e+02
    y_60_4    load_4     1.606666666667e+01
    y_60_4    J          1.606666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_60_5    dest_60    1.000000000000e+00
    y_60_5    link_485  -1.000000000000e+00
    y_60_5    kv_5       9.640000000000e+02
    y_60_5    load_5     1.606666666667e+01
    y_60_5    J          1.606666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_60_6    dest_60    1.000000000000e+00
    y_60_6    link_486  -1.000000000000e+00
    y_60_6    kv_6       9.640000000000e+02
    y_60_6    load_6     1.606666666667e+01
    y_60_6    J          1.606666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_60_7    dest_60    1.000000000000e+00
    y_60_7    link_487  -1.000000000000e+00
    y_60_7    kv_7       9.640000000000e+02
    y_60_7    load_7     1.606666666667e+01
    y_60_7    J          1.606666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_61_0    dest_61    1.000000000000e+00
    y_61_0    link_488  -1.000000000000e+00
    y_61_0    kv_0       2.271000000000e+03
    y_61_0    load_0     3.785000000000e+01
    y_61_0    J          3.785000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_61_1    dest_61    1.000000000000e+00
    y_61_1    link_489  -1.000000000000e+00
    y_61_1    kv_1       2.271000000000e+03
    y_61_1    load_1     3.785000000000e+01
    y_61_1    J          3.785000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_61_2    dest_61    1.000000000000e+00
    y_61_2    link_490  -1.000000000000e+00
    y_61_2    kv_2       2.271000000000e+03
    y_61_2    load_2     3.785000000000e+01
    y_61_2    J          3.785000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_61_3    dest_61    1.000000000000e+00
    y_61_3    link_491  -1.000000000000e+00
    y_61_3    kv_3       2.271000000000e+03
    y_61_3    load_3     3.785000000000e+01
    y_61_3    J          3.785000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_61_4    dest_61    1.000000000000e+00
    y_61_4    link_492  -1.000000000000e+00
    y_61_4    kv_4       2.271000000000e+03
    y_61_4    load_4     3.785000000000e+01
    y_61_4    J          3.785000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_61_5    dest_61    1.000000000000e+00
    y_61_5    link_493  -1.000000000000e+00
    y_61_5    kv_5       2.271000000000e+03
    y_61_5    load_5     3.785000000000e+01
    y_61_5    J          3.785000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_61_6    dest_61    1.000000000000e+00
    y_61_6    link_494  -1.000000000000e+00
    y_61_6    kv_6       2.271000000000e+03
    y_61_6    load_6     3.785000000000e+01
    y_61_6    J          3.785000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_61_7    dest_61    1.000000000000e+00
    y_61_7    link_495  -1.000000000000e+00
    y_61_7    kv_7       2.271000000000e+03
    y_61_7    load_7     3.785000000000e+01
    y_61_7    J          3.785000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_62_0    dest_62    1.000000000000e+00
    y_62_0    link_496  -1.000000000000e+00
    y_62_0    kv_0       3.248000000000e+03
    y_62_0    load_0     5.413333333333e+01
    y_62_0    J          5.413333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_62_1    dest_62    1.000000000000e+00
    y_62_1    link_497  -1.000000000000e+00
    y_62_1    kv_1       3.248000000000e+03
    y_62_1    load_1     5.413333333333e+01
    y_62_1    J          5.413333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_62_2    dest_62    1.000000000000e+00
    y_62_2    link_498  -1.000000000000e+00
    y_62_2    kv_2       3.248000000000e+03
    y_62_2    load_2     5.413333333333e+01
    y_62_2    J          5.413333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_62_3    dest_62    1.000000000000e+00
    y_62_3    link_499  -1.000000000000e+00
    y_62_3    kv_3       3.248000000000e+03
    y_62_3    load_3     5.413333333333e+01
    y_62_3    J          5.413333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_62_4    dest_62    1.000000000000e+00
    y_62_4    link_500  -1.000000000000e+00
    y_62_4    kv_4       3.248000000000e+03
    y_62_4    load_4     5.413333333333e+01
    y_62_4    J          5.413333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_62_5    dest_62    1.000000000000e+00
    y_62_5    link_501  -1.000000000000e+00
    y_62_5    kv_5       3.248000000000e+03
    y_62_5    load_5     5.413333333333e+01
    y_62_5    J          5.413333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_62_6    dest_62    1.000000000000e+00
    y_62_6    link_502  -1.000000000000e+00
    y_62_6    kv_6       3.248000000000e+03
    y_62_6    load_6     5.413333333333e+01
    y_62_6    J          5.413333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_62_7    dest_62    1.000000000000e+00
    y_62_7    link_503  -1.000000000000e+00
    y_62_7    kv_7       3.248000000000e+03
    y_62_7    load_7     5.413333333333e+01
    y_62_7    J          5.413333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_63_0    dest_63    1.000000000000e+00
    y_63_0    link_504  -1.000000000000e+00
    y_63_0    kv_0       1.533000000000e+03
    y_63_0    load_0     2.555000000000e+01
    y_63_0    J          2.555000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_63_1    dest_63    1.000000000000e+00
    y_63_1    link_505  -1.000000000000e+00
    y_63_1    kv_1       1.533000000000e+03
    y_63_1    load_1     2.555000000000e+01
    y_63_1    J          2.555000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_63_2    dest_63    1.000000000000e+00
    y_63_2    link_506  -1.000000000000e+00
    y_63_2    kv_2       1.533000000000e+03
    y_63_2    load_2     2.555000000000e+01
    y_63_2    J          2.555000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_63_3    dest_63    1.000000000000e+00
    y_63_3    link_507  -1.000000000000e+00
    y_63_3    kv_3       1.533000000000e+03
    y_63_3    load_3     2.555000000000e+01
    y_63_3    J          2.555000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_63_4    dest_63    1.000000000000e+00
    y_63_4    link_508  -1.000000000000e+00
    y_63_4    kv_4       1.533000000000e+03
    y_63_4    load_4     2.555000000000e+01
    y_63_4    J          2.555000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_63_5    dest_63    1.000000000000e+00
    y_63_5    link_509  -1.000000000000e+00
    y_63_5    kv_5       1.533000000000e+03
    y_63_5    load_5     2.555000000000e+01
    y_63_5    J          2.555000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_63_6    dest_63    1.000000000000e+00
    y_63_6    link_510  -1.000000000000e+00
    y_63_6    kv_6       1.533000000000e+03
    y_63_6    load_6     2.555000000000e+01
    y_63_6    J          2.555000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_63_7    dest_63    1.000000000000e+00
    y_63_7    link_511  -1.000000000000e+00
    y_63_7    kv_7       1.533000000000e+03
    y_63_7    load_7     2.555000000000e+01
    y_63_7    J          2.555000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_64_0    dest_64    1.000000000000e+00
    y_64_0    link_512  -1.000000000000e+00
    y_64_0    kv_0       3.191000000000e+03
    y_64_0    load_0     5.318333333333e+01
    y_64_0    J          5.318333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_64_1    dest_64    1.000000000000e+00
    y_64_1    link_513  -1.000000000000e+00
    y_64_1    kv_1       3.191000000000e+03
    y_64_1    load_1     5.318333333333e+01
    y_64_1    J          5.318333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_64_2    dest_64    1.000000000000e+00
    y_64_2    link_514  -1.000000000000e+00
    y_64_2    kv_2       3.191000000000e+03
    y_64_2    load_2     5.318333333333e+01
    y_64_2    J          5.318333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_64_3    dest_64    1.000000000000e+00
    y_64_3    link_515  -1.000000000000e+00
    y_64_3    kv_3       3.191000000000e+03
    y_64_3    load_3     5.318333333333e+01
    y_64_3    J          5.318333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_64_4    dest_64    1.000000000000e+00
    y_64_4    link_516  -1.000000000000e+00
    y_64_4    kv_4       3.191000000000e+03
    y_64_4    load_4     5.318333333333e+01
    y_64_4    J          5.318333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_64_5    dest_64    1.000000000000e+00
    y_64_5    link_517  -1.000000000000e+00
    y_64_5    kv_5       3.191000000000e+03
    y_64_5    load_5     5.318333333333e+01
    y_64_5    J          5.318333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_64_6    dest_64    1.000000000000e+00
    y_64_6    link_518  -1.000000000000e+00
    y_64_6    kv_6       3.191000000000e+03
    y_64_6    load_6     5.318333333333e+01
    y_64_6    J          5.318333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_64_7    dest_64    1.000000000000e+00
    y_64_7    link_519  -1.000000000000e+00
    y_64_7    kv_7       3.191000000000e+03
    y_64_7    load_7     5.318333333333e+01
    y_64_7    J          5.318333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_65_0    dest_65    1.000000000000e+00
    y_65_0    link_520  -1.000000000000e+00
    y_65_0    kv_0       2.340000000000e+03
    y_65_0    load_0     3.900000000000e+01
    y_65_0    J          3.900000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_65_1    dest_65    1.000000000000e+00
    y_65_1    link_521  -1.000000000000e+00
    y_65_1    kv_1       2.340000000000e+03
    y_65_1    load_1     3.900000000000e+01
    y_65_1    J          3.900000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_65_2    dest_65    1.000000000000e+00
    y_65_2    link_522  -1.000000000000e+00
    y_65_2    kv_2       2.340000000000e+03
    y_65_2    load_2     3.900000000000e+01
    y_65_2    J          3.900000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_65_3    dest_65    1.000000000000e+00
    y_65_3    link_523  -1.000000000000e+00
    y_65_3    kv_3       2.340000000000e+03
    y_65_3    load_3     3.900000000000e+01
    y_65_3    J          3.900000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_65_4    dest_65    1.000000000000e+00
    y_65_4    link_524  -1.000000000000e+00
    y_65_4    kv_4       2.340000000000e+03
    y_65_4    load_4     3.900000000000e+01
    y_65_4    J          3.900000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_65_5    dest_65    1.000000000000e+00
    y_65_5    link_525  -1.000000000000e+00
    y_65_5    kv_5       2.340000000000e+03
    y_65_5    load_5     3.900000000000e+01
    y_65_5    J          3.900000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_65_6    dest_65    1.000000000000e+00
    y_65_6    link_526  -1.000000000000e+00
    y_65_6    kv_6       2.340000000000e+03
    y_65_6    load_6     3.900000000000e+01
    y_65_6    J          3.900000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_65_7    dest_65    1.000000000000e+00
    y_65_7    link_527  -1.000000000000e+00
    y_65_7    kv_7       2.340000000000e+03
    y_65_7    load_7     3.900000000000e+01
    y_65_7    J          3.900000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_66_0    dest_66    1.000000000000e+00
    y_66_0    link_528  -1.000000000000e+00
    y_66_0    kv_0       1.022000000000e+03
    y_66_0    load_0     1.703333333333e+01
    y_66_0    J          1.703333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_66_1    dest_66    1.000000000000e+00
    y_66_1    link_529  -1.000000000000e+00
    y_66_1    kv_1       1.022000000000e+03
    y_66_1    load_1     1.703333333333e+01
    y_66_1    J          1.703333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_66_2    dest_66    1.000000000000e+00
    y_66_2    link_530  -1.000000000000e+00
    y_66_2    kv_2       1.022000000000e+03
    y_66_2    load_2     1.703333333333e+01
    y_66_2    J          1.703333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_66_3    dest_66    1.000000000000e+00
    y_66_3    link_531  -1.000000000000e+00
    y_66_3    kv_3       1.022000000000e+03
    y_66_3    load_3     1.703333333333e+01
    y_66_3    J          1.703333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_66_4    dest_66    1.000000000000e+00
    y_66_4    link_532  -1.000000000000e+00
    y_66_4    kv_4       1.022000000000e+03
    y_66_4    load_4     1.703333333333e+01
    y_66_4    J          1.703333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_66_5    dest_66    1.000000000000e+00
    y_66_5    link_533  -1.000000000000e+00
    y_66_5    kv_5       1.022000000000e+03
    y_66_5    load_5     1.703333333333e+01
    y_66_5    J          1.703333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_66_6    dest_66    1.000000000000e+00
    y_66_6    link_534  -1.000000000000e+00
    y_66_6    kv_6       1.022000000000e+03
    y_66_6    load_6     1.703333333333e+01
    y_66_6    J          1.703333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_66_7    dest_66    1.000000000000e+00
    y_66_7    link_535  -1.000000000000e+00
    y_66_7    kv_7       1.022000000000e+03
    y_66_7    load_7     1.703333333333e+01
    y_66_7    J          1.703333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_67_0    dest_67    1.000000000000e+00
    y_67_0    link_536  -1.000000000000e+00
    y_67_0    kv_0       3.877000000000e+03
    y_67_0    load_0     6.461666666667e+01
    y_67_0    J          6.461666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_67_1    dest_67    1.000000000000e+00
    y_67_1    link_537  -1.000000000000e+00
    y_67_1    kv_1       3.877000000000e+03
    y_67_1    load_1     6.461666666667e+01
    y_67_1    J          6.461666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_67_2    dest_67    1.000000000000e+00
    y_67_2    link_538  -1.000000000000e+00
    y_67_2    kv_2       3.877000000000e+03
    y_67_2    load_2     6.461666666667e+01
    y_67_2    J          6.461666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_67_3    dest_67    1.000000000000e+00
    y_67_3    link_539  -1.000000000000e+00
    y_67_3    kv_3       3.877000000000e+03
    y_67_3    load_3     6.461666666667e+01
    y_67_3    J          6.461666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_67_4    dest_67    1.000000000000e+00
    y_67_4    link_540  -1.000000000000e+00
    y_67_4    kv_4       3.877000000000e+03
    y_67_4    load_4     6.461666666667e+01
    y_67_4    J          6.461666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_67_5    dest_67    1.000000000000e+00
    y_67_5    link_541  -1.000000000000e+00
    y_67_5    kv_5       3.877000000000e+03
    y_67_5    load_5     6.461666666667e+01
    y_67_5    J          6.461666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_67_6    dest_67    1.000000000000e+00
    y_67_6    link_542  -1.000000000000e+00
    y_67_6    kv_6       3.877000000000e+03
    y_67_6    load_6     6.461666666667e+01
    y_67_6    J          6.461666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_67_7    dest_67    1.000000000000e+00
    y_67_7    link_543  -1.000000000000e+00
    y_67_7    kv_7       3.877000000000e+03
    y_67_7    load_7     6.461666666667e+01
    y_67_7    J          6.461666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_68_0    dest_68    1.000000000000e+00
    y_68_0    link_544  -1.000000000000e+00
    y_68_0    kv_0       1.906000000000e+03
    y_68_0    load_0     3.176666666667e+01
    y_68_0    J          3.176666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_68_1    dest_68    1.000000000000e+00
    y_68_1    link_545  -1.000000000000e+00
    y_68_1    kv_1       1.906000000000e+03
    y_68_1    load_1     3.176666666667e+01
    y_68_1    J          3.176666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_68_2    dest_68    1.000000000000e+00
    y_68_2    link_546  -1.000000000000e+00
    y_68_2    kv_2       1.906000000000e+03
    y_68_2    load_2     3.176666666667e+01
    y_68_2    J          3.176666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_68_3    dest_68    1.000000000000e+00
    y_68_3    link_547  -1.000000000000e+00
    y_68_3    kv_3       1.906000000000e+03
    y_68_3    load_3     3.176666666667e+01
    y_68_3    J          3.176666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_68_4    dest_68    1.000000000000e+00
    y_68_4    link_548  -1.000000000000e+00
    y_68_4    kv_4       1.906000000000e+03
    y_68_4    load_4     3.176666666667e+01
    y_68_4    J          3.176666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_68_5    dest_68    1.000000000000e+00
    y_68_5    link_549  -1.000000000000e+00
    y_68_5    kv_5       1.906000000000e+03
    y_68_5    load_5     3.176666666667e+01
    y_68_5    J          3.176666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_68_6    dest_68    1.000000000000e+00
    y_68_6    link_550  -1.000000000000e+00
    y_68_6    kv_6       1.906000000000e+03
    y_68_6    load_6     3.176666666667e+01
    y_68_6    J          3.176666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_68_7    dest_68    1.000000000000e+00
    y_68_7    link_551  -1.000000000000e+00
    y_68_7    kv_7       1.906000000000e+03
    y_68_7    load_7     3.176666666667e+01
    y_68_7    J          3.176666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_69_0    dest_69    1.000000000000e+00
    y_69_0    link_552  -1.000000000000e+00
    y_69_0    kv_0       1.533000000000e+03
    y_69_0    load_0     2.555000000000e+01
    y_69_0    J          2.555000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_69_1    dest_69    1.000000000000e+00
    y_69_1    link_553  -1.000000000000e+00
    y_69_1    kv_1       1.533000000000e+03
    y_69_1    load_1     2.555000000000e+01
    y_69_1    J          2.555000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_69_2    dest_69    1.000000000000e+00
    y_69_2    link_554  -1.000000000000e+00
    y_69_2    kv_2       1.533000000000e+03
    y_69_2    load_2     2.555000000000e+01
    y_69_2    J          2.555000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_69_3    dest_69    1.000000000000e+00
    y_69_3    link_555  -1.000000000000e+00
    y_69_3    kv_3       1.533000000000e+03
    y_69_3    load_3     2.555000000000e+01
    y_69_3    J          2.555000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_69_4    dest_69    1.000000000000e+00
    y_69_4    link_556  -1.000000000000e+00
    y_69_4    kv_4       1.533000000000e+03
    y_69_4    load_4     2.555000000000e+01
    y_69_4    J          2.555000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_69_5    dest_69    1.000000000000e+00
    y_69_5    link_557  -1.000000000000e+00
    y_69_5    kv_5       1.533000000000e+03
    y_69_5    load_5     2.555000000000e+01
    y_69_5    J          2.555000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_69_6    dest_69    1.000000000000e+00
    y_69_6    link_558  -1.000000000000e+00
    y_69_6    kv_6       1.533000000000e+03
    y_69_6    load_6     2.555000000000e+01
    y_69_6    J          2.555000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_69_7    dest_69    1.000000000000e+00
    y_69_7    link_559  -1.000000000000e+00
    y_69_7    kv_7       1.533000000000e+03
    y_69_7    load_7     2.555000000000e+01
    y_69_7    J          2.555000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_6_0     dest_6     1.000000000000e+00
    y_6_0     link_48   -1.000000000000e+00
    y_6_0     kv_0       1.609000000000e+03
    y_6_0     load_0     2.681666666667e+01
    y_6_0     J          2.681666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_6_1     dest_6     1.000000000000e+00
    y_6_1     link_49   -1.000000000000e+00
    y_6_1     kv_1       1.609000000000e+03
    y_6_1     load_1     2.681666666667e+01
    y_6_1     J          2.681666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_6_2     dest_6     1.000000000000e+00
    y_6_2     link_50   -1.000000000000e+00
    y_6_2     kv_2       1.609000000000e+03
    y_6_2     load_2     2.681666666667e+01
    y_6_2     J          2.681666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_6_3     dest_6     1.000000000000e+00
    y_6_3     link_51   -1.000000000000e+00
    y_6_3     kv_3       1.609000000000e+03
    y_6_3     load_3     2.681666666667e+01
    y_6_3     J          2.681666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_6_4     dest_6     1.000000000000e+00
    y_6_4     link_52   -1.000000000000e+00
    y_6_4     kv_4       1.609000000000e+03
    y_6_4     load_4     2.681666666667e+01
    y_6_4     J          2.681666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_6_5     dest_6     1.000000000000e+00
    y_6_5     link_53   -1.000000000000e+00
    y_6_5     kv_5       1.609000000000e+03
    y_6_5     load_5     2.681666666667e+01
    y_6_5     J          2.681666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_6_6     dest_6     1.000000000000e+00
    y_6_6     link_54   -1.000000000000e+00
    y_6_6     kv_6       1.609000000000e+03
    y_6_6     load_6     2.681666666667e+01
    y_6_6     J          2.681666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_6_7     dest_6     1.000000000000e+00
    y_6_7     link_55   -1.000000000000e+00
    y_6_7     kv_7       1.609000000000e+03
    y_6_7     load_7     2.681666666667e+01
    y_6_7     J          2.681666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_70_0    dest_70    1.000000000000e+00
    y_70_0    link_560  -1.000000000000e+00
    y_70_0    kv_0       3.464000000000e+03
    y_70_0    load_0     5.773333333333e+01
    y_70_0    J          5.773333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_70_1    dest_70    1.000000000000e+00
    y_70_1    link_561  -1.000000000000e+00
    y_70_1    kv_1       3.464000000000e+03
    y_70_1    load_1     5.773333333333e+01
    y_70_1    J          5.773333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_70_2    dest_70    1.000000000000e+00
    y_70_2    link_562  -1.000000000000e+00
    y_70_2    kv_2       3.464000000000e+03
    y_70_2    load_2     5.773333333333e+01
    y_70_2    J          5.773333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_70_3    dest_70    1.000000000000e+00
    y_70_3    link_563  -1.000000000000e+00
    y_70_3    kv_3       3.464000000000e+03
    y_70_3    load_3     5.773333333333e+01
    y_70_3    J          5.773333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_70_4    dest_70    1.000000000000e+00
    y_70_4    link_564  -1.000000000000e+00
    y_70_4    kv_4       3.464000000000e+03
    y_70_4    load_4     5.773333333333e+01
    y_70_4    J          5.773333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_70_5    dest_70    1.000000000000e+00
    y_70_5    link_565  -1.000000000000e+00
    y_70_5    kv_5       3.464000000000e+03
    y_70_5    load_5     5.773333333333e+01
    y_70_5    J          5.773333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_70_6    dest_70    1.000000000000e+00
    y_70_6    link_566  -1.000000000000e+00
    y_70_6    kv_6       3.464000000000e+03
    y_70_6    load_6     5.773333333333e+01
    y_70_6    J          5.773333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_70_7    dest_70    1.000000000000e+00
    y_70_7    link_567  -1.000000000000e+00
    y_70_7    kv_7       3.464000000000e+03
    y_70_7    load_7     5.773333333333e+01
    y_70_7    J          5.773333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_71_0    dest_71    1.000000000000e+00
    y_71_0    link_568  -1.000000000000e+00
    y_71_0    kv_0       9.360000000000e+02
    y_71_0    load_0     1.560000000000e+01
    y_71_0    J          1.560000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_71_1    dest_71    1.000000000000e+00
    y_71_1    link_569  -1.000000000000e+00
    y_71_1    kv_1       9.360000000000e+02
    y_71_1    load_1     1.560000000000e+01
    y_71_1    J          1.560000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_71_2    dest_71    1.000000000000e+00
    y_71_2    link_570  -1.000000000000e+00
    y_71_2    kv_2       9.360000000000e+02
    y_71_2    load_2     1.560000000000e+01
    y_71_2    J          1.560000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_71_3    dest_71    1.000000000000e+00
    y_71_3    link_571  -1.000000000000e+00
    y_71_3    kv_3       9.360000000000e+02
    y_71_3    load_3     1.560000000000e+01
    y_71_3    J          1.560000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_71_4    dest_71    1.000000000000e+00
    y_71_4    link_572  -1.000000000000e+00
    y_71_4    kv_4       9.360000000000e+02
    y_71_4    load_4     1.560000000000e+01
    y_71_4    J          1.560000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_71_5    dest_71    1.000000000000e+00
    y_71_5    link_573  -1.000000000000e+00
    y_71_5    kv_5       9.360000000000e+02
    y_71_5    load_5     1.560000000000e+01
    y_71_5    J          1.560000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_71_6    dest_71    1.000000000000e+00
    y_71_6    link_574  -1.000000000000e+00
    y_71_6    kv_6       9.360000000000e+02
    y_71_6    load_6     1.560000000000e+01
    y_71_6    J          1.560000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_71_7    dest_71    1.000000000000e+00
    y_71_7    link_575  -1.000000000000e+00
    y_71_7    kv_7       9.360000000000e+02
    y_71_7    load_7     1.560000000000e+01
    y_71_7    J          1.560000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_72_0    dest_72    1.000000000000e+00
    y_72_0    link_576  -1.000000000000e+00
    y_72_0    kv_0       3.068000000000e+03
    y_72_0    load_0     5.113333333333e+01
    y_72_0    J          5.113333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_72_1    dest_72    1.000000000000e+00
    y_72_1    link_577  -1.000000000000e+00
    y_72_1    kv_1       3.068000000000e+03
    y_72_1    load_1     5.113333333333e+01
    y_72_1    J          5.113333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_72_2    dest_72    1.000000000000e+00
    y_72_2    link_578  -1.000000000000e+00
    y_72_2    kv_2       3.068000000000e+03
    y_72_2    load_2     5.113333333333e+01
    y_72_2    J          5.113333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_72_3    dest_72    1.000000000000e+00
    y_72_3    link_579  -1.000000000000e+00
    y_72_3    kv_3       3.068000000000e+03
    y_72_3    load_3     5.113333333333e+01
    y_72_3    J          5.113333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_72_4    dest_72    1.000000000000e+00
    y_72_4    link_580  -1.000000000000e+00
    y_72_4    kv_4       3.068000000000e+03
    y_72_4    load_4     5.113333333333e+01
    y_72_4    J          5.113333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_72_5    dest_72    1.000000000000e+00
    y_72_5    link_581  -1.000000000000e+00
    y_72_5    kv_5       3.068000000000e+03
    y_72_5    load_5     5.113333333333e+01
    y_72_5    J          5.113333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_72_6    dest_72    1.000000000000e+00
    y_72_6    link_582  -1.000000000000e+00
    y_72_6    kv_6       3.068000000000e+03
    y_72_6    load_6     5.113333333333e+01
    y_72_6    J          5.113333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_72_7    dest_72    1.000000000000e+00
    y_72_7    link_583  -1.000000000000e+00
    y_72_7    kv_7       3.068000000000e+03
    y_72_7    load_7     5.113333333333e+01
    y_72_7    J          5.113333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_73_0    dest_73    1.000000000000e+00
    y_73_0    link_584  -1.000000000000e+00
    y_73_0    kv_0       1.157000000000e+03
    y_73_0    load_0     1.928333333333e+01
    y_73_0    J          1.928333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_73_1    dest_73    1.000000000000e+00
    y_73_1    link_585  -1.000000000000e+00
    y_73_1    kv_1       1.157000000000e+03
    y_73_1    load_1     1.928333333333e+01
    y_73_1    J          1.928333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_73_2    dest_73    1.000000000000e+00
    y_73_2    link_586  -1.000000000000e+00
    y_73_2    kv_2       1.157000000000e+03
    y_73_2    load_2     1.928333333333e+01
    y_73_2    J          1.928333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_73_3    dest_73    1.000000000000e+00
    y_73_3    link_587  -1.000000000000e+00
    y_73_3    kv_3       1.157000000000e+03
    y_73_3    load_3     1.928333333333e+01
    y_73_3    J          1.928333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_73_4    dest_73    1.000000000000e+00
    y_73_4    link_588  -1.000000000000e+00
    y_73_4    kv_4       1.157000000000e+03
    y_73_4    load_4     1.928333333333e+01
    y_73_4    J          1.928333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_73_5    dest_73    1.000000000000e+00
    y_73_5    link_589  -1.000000000000e+00
    y_73_5    kv_5       1.157000000000e+03
    y_73_5    load_5     1.928333333333e+01
    y_73_5    J          1.928333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_73_6    dest_73    1.000000000000e+00
    y_73_6    link_590  -1.000000000000e+00
    y_73_6    kv_6       1.157000000000e+03
    y_73_6    load_6     1.928333333333e+01
    y_73_6    J          1.928333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_73_7    dest_73    1.000000000000e+00
    y_73_7    link_591  -1.000000000000e+00
    y_73_7    kv_7       1.157000000000e+03
    y_73_7    load_7     1.928333333333e+01
    y_73_7    J          1.928333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_74_0    dest_74    1.000000000000e+00
    y_74_0    link_592  -1.000000000000e+00
    y_74_0    kv_0       1.874000000000e+03
    y_74_0    load_0     3.123333333333e+01
    y_74_0    J          3.123333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_74_1    dest_74    1.000000000000e+00
    y_74_1    link_593  -1.000000000000e+00
    y_74_1    kv_1       1.874000000000e+03
    y_74_1    load_1     3.123333333333e+01
    y_74_1    J          3.123333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_74_2    dest_74    1.000000000000e+00
    y_74_2    link_594  -1.000000000000e+00
    y_74_2    kv_2       1.874000000000e+03
    y_74_2    load_2     3.123333333333e+01
    y_74_2    J          3.123333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_74_3    dest_74    1.000000000000e+00
    y_74_3    link_595  -1.000000000000e+00
    y_74_3    kv_3       1.874000000000e+03
    y_74_3    load_3     3.123333333333e+01
    y_74_3    J          3.123333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_74_4    dest_74    1.000000000000e+00
    y_74_4    link_596  -1.000000000000e+00
    y_74_4    kv_4       1.874000000000e+03
    y_74_4    load_4     3.123333333333e+01
    y_74_4    J          3.123333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_74_5    dest_74    1.000000000000e+00
    y_74_5    link_597  -1.000000000000e+00
    y_74_5    kv_5       1.874000000000e+03
    y_74_5    load_5     3.123333333333e+01
    y_74_5    J          3.123333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_74_6    dest_74    1.000000000000e+00
    y_74_6    link_598  -1.000000000000e+00
    y_74_6    kv_6       1.874000000000e+03
    y_74_6    load_6     3.123333333333e+01
    y_74_6    J          3.123333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_74_7    dest_74    1.000000000000e+00
    y_74_7    link_599  -1.000000000000e+00
    y_74_7    kv_7       1.874000000000e+03
    y_74_7    load_7     3.123333333333e+01
    y_74_7    J          3.123333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_75_0    dest_75    1.000000000000e+00
    y_75_0    link_600  -1.000000000000e+00
    y_75_0    kv_0       1.312000000000e+03
    y_75_0    load_0     2.186666666667e+01
    y_75_0    J          2.186666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_75_1    dest_75    1.000000000000e+00
    y_75_1    link_601  -1.000000000000e+00
    y_75_1    kv_1       1.312000000000e+03
    y_75_1    load_1     2.186666666667e+01
    y_75_1    J          2.186666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_75_2    dest_75    1.000000000000e+00
    y_75_2    link_602  -1.000000000000e+00
    y_75_2    kv_2       1.312000000000e+03
    y_75_2    load_2     2.186666666667e+01
    y_75_2    J          2.186666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_75_3    dest_75    1.000000000000e+00
    y_75_3    link_603  -1.000000000000e+00
    y_75_3    kv_3       1.312000000000e+03
    y_75_3    load_3     2.186666666667e+01
    y_75_3    J          2.186666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_75_4    dest_75    1.000000000000e+00
    y_75_4    link_604  -1.000000000000e+00
    y_75_4    kv_4       1.312000000000e+03
    y_75_4    load_4     2.186666666667e+01
    y_75_4    J          2.186666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_75_5    dest_75    1.000000000000e+00
    y_75_5    link_605  -1.000000000000e+00
    y_75_5    kv_5       1.312000000000e+03
    y_75_5    load_5     2.186666666667e+01
    y_75_5    J          2.186666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_75_6    dest_75    1.000000000000e+00
    y_75_6    link_606  -1.000000000000e+00
    y_75_6    kv_6       1.312000000000e+03
    y_75_6    load_6     2.186666666667e+01
    y_75_6    J          2.186666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_75_7    dest_75    1.000000000000e+00
    y_75_7    link_607  -1.000000000000e+00
    y_75_7    kv_7       1.312000000000e+03
    y_75_7    load_7     2.186666666667e+01
    y_75_7    J          2.186666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_76_0    dest_76    1.000000000000e+00
    y_76_0    link_608  -1.000000000000e+00
    y_76_0    kv_0       3.444000000000e+03
    y_76_0    load_0     5.740000000000e+01
    y_76_0    J          5.740000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_76_1    dest_76    1.000000000000e+00
    y_76_1    link_609  -1.000000000000e+00
    y_76_1    kv_1       3.444000000000e+03
    y_76_1    load_1     5.740000000000e+01
    y_76_1    J          5.740000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_76_2    dest_76    1.000000000000e+00
    y_76_2    link_610  -1.000000000000e+00
    y_76_2    kv_2       3.444000000000e+03
    y_76_2    load_2     5.740000000000e+01
    y_76_2    J          5.740000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_76_3    dest_76    1.000000000000e+00
    y_76_3    link_611  -1.000000000000e+00
    y_76_3    kv_3       3.444000000000e+03
    y_76_3    load_3     5.740000000000e+01
    y_76_3    J          5.740000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_76_4    dest_76    1.000000000000e+00
    y_76_4    link_612  -1.000000000000e+00
    y_76_4    kv_4       3.444000000000e+03
    y_76_4    load_4     5.740000000000e+01
    y_76_4    J          5.740000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_76_5    dest_76    1.000000000000e+00
    y_76_5    link_613  -1.000000000000e+00
    y_76_5    kv_5       3.444000000000e+03
    y_76_5    load_5     5.740000000000e+01
    y_76_5    J          5.740000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_76_6    dest_76    1.000000000000e+00
    y_76_6    link_614  -1.000000000000e+00
    y_76_6    kv_6       3.444000000000e+03
    y_76_6    load_6     5.740000000000e+01
    y_76_6    J          5.740000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_76_7    dest_76    1.000000000000e+00
    y_76_7    link_615  -1.000000000000e+00
    y_76_7    kv_7       3.444000000000e+03
    y_76_7    load_7     5.740000000000e+01
    y_76_7    J          5.740000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_77_0    dest_77    1.000000000000e+00
    y_77_0    link_616  -1.000000000000e+00
    y_77_0    kv_0       1.865000000000e+03
    y_77_0    load_0     3.108333333333e+01
    y_77_0    J          3.108333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_77_1    dest_77    1.000000000000e+00
    y_77_1    link_617  -1.000000000000e+00
    y_77_1    kv_1       1.865000000000e+03
    y_77_1    load_1     3.108333333333e+01
    y_77_1    J          3.108333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_77_2    dest_77    1.000000000000e+00
    y_77_2    link_618  -1.000000000000e+00
    y_77_2    kv_2       1.865000000000e+03
    y_77_2    load_2     3.108333333333e+01
    y_77_2    J          3.108333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_77_3    dest_77    1.000000000000e+00
    y_77_3    link_619  -1.000000000000e+00
    y_77_3    kv_3       1.865000000000e+03
    y_77_3    load_3     3.108333333333e+01
    y_77_3    J          3.108333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_77_4    dest_77    1.000000000000e+00
    y_77_4    link_620  -1.000000000000e+00
    y_77_4    kv_4       1.865000000000e+03
    y_77_4    load_4     3.108333333333e+01
    y_77_4    J          3.108333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_77_5    dest_77    1.000000000000e+00
    y_77_5    link_621  -1.000000000000e+00
    y_77_5    kv_5       1.865000000000e+03
    y_77_5    load_5     3.108333333333e+01
    y_77_5    J          3.108333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_77_6    dest_77    1.000000000000e+00
    y_77_6    link_622  -1.000000000000e+00
    y_77_6    kv_6       1.865000000000e+03
    y_77_6    load_6     3.108333333333e+01
    y_77_6    J          3.108333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_77_7    dest_77    1.000000000000e+00
    y_77_7    link_623  -1.000000000000e+00
    y_77_7    kv_7       1.865000000000e+03
    y_77_7    load_7     3.108333333333e+01
    y_77_7    J          3.108333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_78_0    dest_78    1.000000000000e+00
    y_78_0    link_624  -1.000000000000e+00
    y_78_0    kv_0       3.911000000000e+03
    y_78_0    load_0     6.518333333333e+01
    y_78_0    J          6.518333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_78_1    dest_78    1.000000000000e+00
    y_78_1    link_625  -1.000000000000e+00
    y_78_1    kv_1       3.911000000000e+03
    y_78_1    load_1     6.518333333333e+01
    y_78_1    J          6.518333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_78_2    dest_78    1.000000000000e+00
    y_78_2    link_626  -1.000000000000e+00
    y_78_2    kv_2       3.911000000000e+03
    y_78_2    load_2     6.518333333333e+01
    y_78_2    J          6.518333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_78_3    dest_78    1.000000000000e+00
    y_78_3    link_627  -1.000000000000e+00
    y_78_3    kv_3       3.911000000000e+03
    y_78_3    load_3     6.518333333333e+01
    y_78_3    J          6.518333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_78_4    dest_78    1.000000000000e+00
    y_78_4    link_628  -1.000000000000e+00
    y_78_4    kv_4       3.911000000000e+03
    y_78_4    load_4     6.518333333333e+01
    y_78_4    J          6.518333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_78_5    dest_78    1.000000000000e+00
    y_78_5    link_629  -1.000000000000e+00
    y_78_5    kv_5       3.911000000000e+03
    y_78_5    load_5     6.518333333333e+01
    y_78_5    J          6.518333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_78_6    dest_78    1.000000000000e+00
    y_78_6    link_630  -1.000000000000e+00
    y_78_6    kv_6       3.911000000000e+03
    y_78_6    load_6     6.518333333333e+01
    y_78_6    J          6.518333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_78_7    dest_78    1.000000000000e+00
    y_78_7    link_631  -1.000000000000e+00
    y_78_7    kv_7       3.911000000000e+03
    y_78_7    load_7     6.518333333333e+01
    y_78_7    J          6.518333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_79_0    dest_79    1.000000000000e+00
    y_79_0    link_632  -1.000000000000e+00
    y_79_0    kv_0       2.688000000000e+03
    y_79_0    load_0     4.480000000000e+01
    y_79_0    J          4.480000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_79_1    dest_79    1.000000000000e+00
    y_79_1    link_633  -1.000000000000e+00
    y_79_1    kv_1       2.688000000000e+03
    y_79_1    load_1     4.480000000000e+01
    y_79_1    J          4.480000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_79_2    dest_79    1.000000000000e+00
    y_79_2    link_634  -1.000000000000e+00
    y_79_2    kv_2       2.688000000000e+03
    y_79_2    load_2     4.480000000000e+01
    y_79_2    J          4.480000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_79_3    dest_79    1.000000000000e+00
    y_79_3    link_635  -1.000000000000e+00
    y_79_3    kv_3       2.688000000000e+03
    y_79_3    load_3     4.480000000000e+01
    y_79_3    J          4.480000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_79_4    dest_79    1.000000000000e+00
    y_79_4    link_636  -1.000000000000e+00
    y_79_4    kv_4       2.688000000000e+03
    y_79_4    load_4     4.480000000000e+01
    y_79_4    J          4.480000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_79_5    dest_79    1.000000000000e+00
    y_79_5    link_637  -1.000000000000e+00
    y_79_5    kv_5       2.688000000000e+03
    y_79_5    load_5     4.480000000000e+01
    y_79_5    J          4.480000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_79_6    dest_79    1.000000000000e+00
    y_79_6    link_638  -1.000000000000e+00
    y_79_6    kv_6       2.688000000000e+03
    y_79_6    load_6     4.480000000000e+01
    y_79_6    J          4.480000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_79_7    dest_79    1.000000000000e+00
    y_79_7    link_639  -1.000000000000e+00
    y_79_7    kv_7       2.688000000000e+03
    y_79_7    load_7     4.480000000000e+01
    y_79_7    J          4.480000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_7_0     dest_7     1.000000000000e+00
    y_7_0     link_56   -1.000000000000e+00
    y_7_0     kv_0       2.920000000000e+03
    y_7_0     load_0     4.866666666667e+01
    y_7_0     J          4.866666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_7_1     dest_7     1.000000000000e+00
    y_7_1     link_57   -1.000000000000e+00
    y_7_1     kv_1       2.920000000000e+03
    y_7_1     load_1     4.866666666667e+01
    y_7_1     J          4.866666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_7_2     dest_7     1.000000000000e+00
    y_7_2     link_58   -1.000000000000e+00
    y_7_2     kv_2       2.920000000000e+03
    y_7_2     load_2     4.866666666667e+01
    y_7_2     J          4.866666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_7_3     dest_7     1.000000000000e+00
    y_7_3     link_59   -1.000000000000e+00
    y_7_3     kv_3       2.920000000000e+03
    y_7_3     load_3     4.866666666667e+01
    y_7_3     J          4.866666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_7_4     dest_7     1.000000000000e+00
    y_7_4     link_60   -1.000000000000e+00
    y_7_4     kv_4       2.920000000000e+03
    y_7_4     load_4     4.866666666667e+01
    y_7_4     J          4.866666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_7_5     dest_7     1.000000000000e+00
    y_7_5     link_61   -1.000000000000e+00
    y_7_5     kv_5       2.920000000000e+03
    y_7_5     load_5     4.866666666667e+01
    y_7_5     J          4.866666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_7_6     dest_7     1.000000000000e+00
    y_7_6     link_62   -1.000000000000e+00
    y_7_6     kv_6       2.920000000000e+03
    y_7_6     load_6     4.866666666667e+01
    y_7_6     J          4.866666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_7_7     dest_7     1.000000000000e+00
    y_7_7     link_63   -1.000000000000e+00
    y_7_7     kv_7       2.920000000000e+03
    y_7_7     load_7     4.866666666667e+01
    y_7_7     J          4.866666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_80_0    dest_80    1.000000000000e+00
    y_80_0    link_640  -1.000000000000e+00
    y_80_0    kv_0       2.928000000000e+03
    y_80_0    load_0     4.880000000000e+01
    y_80_0    J          4.880000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_80_1    dest_80    1.000000000000e+00
    y_80_1    link_641  -1.000000000000e+00
    y_80_1    kv_1       2.928000000000e+03
    y_80_1    load_1     4.880000000000e+01
    y_80_1    J          4.880000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_80_2    dest_80    1.000000000000e+00
    y_80_2    link_642  -1.000000000000e+00
    y_80_2    kv_2       2.928000000000e+03
    y_80_2    load_2     4.880000000000e+01
    y_80_2    J          4.880000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_80_3    dest_80    1.000000000000e+00
    y_80_3    link_643  -1.000000000000e+00
    y_80_3    kv_3       2.928000000000e+03
    y_80_3    load_3     4.880000000000e+01
    y_80_3    J          4.880000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_80_4    dest_80    1.000000000000e+00
    y_80_4    link_644  -1.000000000000e+00
    y_80_4    kv_4       2.928000000000e+03
    y_80_4    load_4     4.880000000000e+01
    y_80_4    J          4.880000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_80_5    dest_80    1.000000000000e+00
    y_80_5    link_645  -1.000000000000e+00
    y_80_5    kv_5       2.928000000000e+03
    y_80_5    load_5     4.880000000000e+01
    y_80_5    J          4.880000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_80_6    dest_80    1.000000000000e+00
    y_80_6    link_646  -1.000000000000e+00
    y_80_6    kv_6       2.928000000000e+03
    y_80_6    load_6     4.880000000000e+01
    y_80_6    J          4.880000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_80_7    dest_80    1.000000000000e+00
    y_80_7    link_647  -1.000000000000e+00
    y_80_7    kv_7       2.928000000000e+03
    y_80_7    load_7     4.880000000000e+01
    y_80_7    J          4.880000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_81_0    dest_81    1.000000000000e+00
    y_81_0    link_648  -1.000000000000e+00
    y_81_0    kv_0       2.325000000000e+03
    y_81_0    load_0     3.875000000000e+01
    y_81_0    J          3.875000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_81_1    dest_81    1.000000000000e+00
    y_81_1    link_649  -1.000000000000e+00
    y_81_1    kv_1       2.325000000000e+03
    y_81_1    load_1     3.875000000000e+01
    y_81_1    J          3.875000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_81_2    dest_81    1.000000000000e+00
    y_81_2    link_650  -1.000000000000e+00
    y_81_2    kv_2       2.325000000000e+03
    y_81_2    load_2     3.875000000000e+01
    y_81_2    J          3.875000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_81_3    dest_81    1.000000000000e+00
    y_81_3    link_651  -1.000000000000e+00
    y_81_3    kv_3       2.325000000000e+03
    y_81_3    load_3     3.875000000000e+01
    y_81_3    J          3.875000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_81_4    dest_81    1.000000000000e+00
    y_81_4    link_652  -1.000000000000e+00
    y_81_4    kv_4       2.325000000000e+03
    y_81_4    load_4     3.875000000000e+01
    y_81_4    J          3.875000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_81_5    dest_81    1.000000000000e+00
    y_81_5    link_653  -1.000000000000e+00
    y_81_5    kv_5       2.325000000000e+03
    y_81_5    load_5     3.875000000000e+01
    y_81_5    J          3.875000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_81_6    dest_81    1.000000000000e+00
    y_81_6    link_654  -1.000000000000e+00
    y_81_6    kv_6       2.325000000000e+03
    y_81_6    load_6     3.875000000000e+01
    y_81_6    J          3.875000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_81_7    dest_81    1.000000000000e+00
    y_81_7    link_655  -1.000000000000e+00
    y_81_7    kv_7       2.325000000000e+03
    y_81_7    load_7     3.875000000000e+01
    y_81_7    J          3.875000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_82_0    dest_82    1.000000000000e+00
    y_82_0    link_656  -1.000000000000e+00
    y_82_0    kv_0       1.581000000000e+03
    y_82_0    load_0     2.635000000000e+01
    y_82_0    J          2.635000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_82_1    dest_82    1.000000000000e+00
    y_82_1    link_657  -1.000000000000e+00
    y_82_1    kv_1       1.581000000000e+03
    y_82_1    load_1     2.635000000000e+01
    y_82_1    J          2.635000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_82_2    dest_82    1.000000000000e+00
    y_82_2    link_658  -1.000000000000e+00
    y_82_2    kv_2       1.581000000000e+03
    y_82_2    load_2     2.635000000000e+01
    y_82_2    J          2.635000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_82_3    dest_82    1.000000000000e+00
    y_82_3    link_659  -1.000000000000e+00
    y_82_3    kv_3       1.581000000000e+03
    y_82_3    load_3     2.635000000000e+01
    y_82_3    J          2.635000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_82_4    dest_82    1.000000000000e+00
    y_82_4    link_660  -1.000000000000e+00
    y_82_4    kv_4       1.581000000000e+03
    y_82_4    load_4     2.635000000000e+01
    y_82_4    J          2.635000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_82_5    dest_82    1.000000000000e+00
    y_82_5    link_661  -1.000000000000e+00
    y_82_5    kv_5       1.581000000000e+03
    y_82_5    load_5     2.635000000000e+01
    y_82_5    J          2.635000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_82_6    dest_82    1.000000000000e+00
    y_82_6    link_662  -1.000000000000e+00
    y_82_6    kv_6       1.581000000000e+03
    y_82_6    load_6     2.635000000000e+01
    y_82_6    J          2.635000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_82_7    dest_82    1.000000000000e+00
    y_82_7    link_663  -1.000000000000e+00
    y_82_7    kv_7       1.581000000000e+03
    y_82_7    load_7     2.635000000000e+01
    y_82_7    J          2.635000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_83_0    dest_83    1.000000000000e+00
    y_83_0    link_664  -1.000000000000e+00
    y_83_0    kv_0       1.884000000000e+03
    y_83_0    load_0     3.140000000000e+01
    y_83_0    J          3.140000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_83_1    dest_83    1.000000000000e+00
    y_83_1    link_665  -1.000000000000e+00
    y_83_1    kv_1       1.884000000000e+03
    y_83_1    load_1     3.140000000000e+01
    y_83_1    J          3.140000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_83_2    dest_83    1.000000000000e+00
    y_83_2    link_666  -1.000000000000e+00
    y_83_2    kv_2       1.884000000000e+03
    y_83_2    load_2     3.140000000000e+01
    y_83_2    J          3.140000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_83_3    dest_83    1.000000000000e+00
    y_83_3    link_667  -1.000000000000e+00
    y_83_3    kv_3       1.884000000000e+03
    y_83_3    load_3     3.140000000000e+01
    y_83_3    J          3.140000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_83_4    dest_83    1.000000000000e+00
    y_83_4    link_668  -1.000000000000e+00
    y_83_4    kv_4       1.884000000000e+03
    y_83_4    load_4     3.140000000000e+01
    y_83_4    J          3.140000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_83_5    dest_83    1.000000000000e+00
    y_83_5    link_669  -1.000000000000e+00
    y_83_5    kv_5       1.884000000000e+03
    y_83_5    load_5     3.140000000000e+01
    y_83_5    J          3.140000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_83_6    dest_83    1.000000000000e+00
    y_83_6    link_670  -1.000000000000e+00
    y_83_6    kv_6       1.884000000000e+03
    y_83_6    load_6     3.140000000000e+01
    y_83_6    J          3.140000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_83_7    dest_83    1.000000000000e+00
    y_83_7    link_671  -1.000000000000e+00
    y_83_7    kv_7       1.884000000000e+03
    y_83_7    load_7     3.140000000000e+01
    y_83_7    J          3.140000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_84_0    dest_84    1.000000000000e+00
    y_84_0    link_672  -1.000000000000e+00
    y_84_0    kv_0       3.793000000000e+03
    y_84_0    load_0     6.321666666667e+01
    y_84_0    J          6.321666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_84_1    dest_84    1.000000000000e+00
    y_84_1    link_673  -1.000000000000e+00
    y_84_1    kv_1       3.793000000000e+03
    y_84_1    load_1     6.321666666667e+01
    y_84_1    J          6.321666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_84_2    dest_84    1.000000000000e+00
    y_84_2    link_674  -1.000000000000e+00
    y_84_2    kv_2       3.793000000000e+03
    y_84_2    load_2     6.321666666667e+01
    y_84_2    J          6.321666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_84_3    dest_84    1.000000000000e+00
    y_84_3    link_675  -1.000000000000e+00
    y_84_3    kv_3       3.793000000000e+03
    y_84_3    load_3     6.321666666667e+01
    y_84_3    J          6.321666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_84_4    dest_84    1.000000000000e+00
    y_84_4    link_676  -1.000000000000e+00
    y_84_4    kv_4       3.793000000000e+03
    y_84_4    load_4     6.321666666667e+01
    y_84_4    J          6.321666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_84_5    dest_84    1.000000000000e+00
    y_84_5    link_677  -1.000000000000e+00
    y_84_5    kv_5       3.793000000000e+03
    y_84_5    load_5     6.321666666667e+01
    y_84_5    J          6.321666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_84_6    dest_84    1.000000000000e+00
    y_84_6    link_678  -1.000000000000e+00
    y_84_6    kv_6       3.793000000000e+03
    y_84_6    load_6     6.321666666667e+01
    y_84_6    J          6.321666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_84_7    dest_84    1.000000000000e+00
    y_84_7    link_679  -1.000000000000e+00
    y_84_7    kv_7       3.793000000000e+03
    y_84_7    load_7     6.321666666667e+01
    y_84_7    J          6.321666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_85_0    dest_85    1.000000000000e+00
    y_85_0    link_680  -1.000000000000e+00
    y_85_0    kv_0       1.204000000000e+03
    y_85_0    load_0     2.006666666667e+01
    y_85_0    J          2.006666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_85_1    dest_85    1.000000000000e+00
    y_85_1    link_681  -1.000000000000e+00
    y_85_1    kv_1       1.204000000000e+03
    y_85_1    load_1     2.006666666667e+01
    y_85_1    J          2.006666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_85_2    dest_85    1.000000000000e+00
    y_85_2    link_682  -1.000000000000e+00
    y_85_2    kv_2       1.204000000000e+03
    y_85_2    load_2     2.006666666667e+01
    y_85_2    J          2.006666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_85_3    dest_85    1.000000000000e+00
    y_85_3    link_683  -1.000000000000e+00
    y_85_3    kv_3       1.204000000000e+03
    y_85_3    load_3     2.006666666667e+01
    y_85_3    J          2.006666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_85_4    dest_85    1.000000000000e+00
    y_85_4    link_684  -1.000000000000e+00
    y_85_4    kv_4       1.204000000000e+03
    y_85_4    load_4     2.006666666667e+01
    y_85_4    J          2.006666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_85_5    dest_85    1.000000000000e+00
    y_85_5    link_685  -1.000000000000e+00
    y_85_5    kv_5       1.204000000000e+03
    y_85_5    load_5     2.006666666667e+01
    y_85_5    J          2.006666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_85_6    dest_85    1.000000000000e+00
    y_85_6    link_686  -1.000000000000e+00
    y_85_6    kv_6       1.204000000000e+03
    y_85_6    load_6     2.006666666667e+01
    y_85_6    J          2.006666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_85_7    dest_85    1.000000000000e+00
    y_85_7    link_687  -1.000000000000e+00
    y_85_7    kv_7       1.204000000000e+03
    y_85_7    load_7     2.006666666667e+01
    y_85_7    J          2.006666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_86_0    dest_86    1.000000000000e+00
    y_86_0    link_688  -1.000000000000e+00
    y_86_0    kv_0       3.959000000000e+03
    y_86_0    load_0     6.598333333333e+01
    y_86_0    J          6.598333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_86_1    dest_86    1.000000000000e+00
    y_86_1    link_689  -1.000000000000e+00
    y_86_1    kv_1       3.959000000000e+03
    y_86_1    load_1     6.598333333333e+01
    y_86_1    J          6.598333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_86_2    dest_86    1.000000000000e+00
    y_86_2    link_690  -1.000000000000e+00
    y_86_2    kv_2       3.959000000000e+03
    y_86_2    load_2     6.598333333333e+01
    y_86_2    J          6.598333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_86_3    dest_86    1.000000000000e+00
    y_86_3    link_691  -1.000000000000e+00
    y_86_3    kv_3       3.959000000000e+03
    y_86_3    load_3     6.598333333333e+01
    y_86_3    J          6.598333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_86_4    dest_86    1.000000000000e+00
    y_86_4    link_692  -1.000000000000e+00
    y_86_4    kv_4       3.959000000000e+03
    y_86_4    load_4     6.598333333333e+01
    y_86_4    J          6.598333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_86_5    dest_86    1.000000000000e+00
    y_86_5    link_693  -1.000000000000e+00
    y_86_5    kv_5       3.959000000000e+03
    y_86_5    load_5     6.598333333333e+01
    y_86_5    J          6.598333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_86_6    dest_86    1.000000000000e+00
    y_86_6    link_694  -1.000000000000e+00
    y_86_6    kv_6       3.959000000000e+03
    y_86_6    load_6     6.598333333333e+01
    y_86_6    J          6.598333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_86_7    dest_86    1.000000000000e+00
    y_86_7    link_695  -1.000000000000e+00
    y_86_7    kv_7       3.959000000000e+03
    y_86_7    load_7     6.598333333333e+01
    y_86_7    J          6.598333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_87_0    dest_87    1.000000000000e+00
    y_87_0    link_696  -1.000000000000e+00
    y_87_0    kv_0       3.154000000000e+03
    y_87_0    load_0     5.256666666667e+01
    y_87_0    J          5.256666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_87_1    dest_87    1.000000000000e+00
    y_87_1    link_697  -1.000000000000e+00
    y_87_1    kv_1       3.154000000000e+03
    y_87_1    load_1     5.256666666667e+01
    y_87_1    J          5.256666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_87_2    dest_87    1.000000000000e+00
    y_87_2    link_698  -1.000000000000e+00
    y_87_2    kv_2       3.154000000000e+03
    y_87_2    load_2     5.256666666667e+01
    y_87_2    J          5.256666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_87_3    dest_87    1.000000000000e+00
    y_87_3    link_699  -1.000000000000e+00
    y_87_3    kv_3       3.154000000000e+03
    y_87_3    load_3     5.256666666667e+01
    y_87_3    J          5.256666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_87_4    dest_87    1.000000000000e+00
    y_87_4    link_700  -1.000000000000e+00
    y_87_4    kv_4       3.154000000000e+03
    y_87_4    load_4     5.256666666667e+01
    y_87_4    J          5.256666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_87_5    dest_87    1.000000000000e+00
    y_87_5    link_701  -1.000000000000e+00
    y_87_5    kv_5       3.154000000000e+03
    y_87_5    load_5     5.256666666667e+01
    y_87_5    J          5.256666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_87_6    dest_87    1.000000000000e+00
    y_87_6    link_702  -1.000000000000e+00
    y_87_6    kv_6       3.154000000000e+03
    y_87_6    load_6     5.256666666667e+01
    y_87_6    J          5.256666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_87_7    dest_87    1.000000000000e+00
    y_87_7    link_703  -1.000000000000e+00
    y_87_7    kv_7       3.154000000000e+03
    y_87_7    load_7     5.256666666667e+01
    y_87_7    J          5.256666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_88_0    dest_88    1.000000000000e+00
    y_88_0    link_704  -1.000000000000e+00
    y_88_0    kv_0       1.759000000000e+03
    y_88_0    load_0     2.931666666667e+01
    y_88_0    J          2.931666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_88_1    dest_88    1.000000000000e+00
    y_88_1    link_705  -1.000000000000e+00
    y_88_1    kv_1       1.759000000000e+03
    y_88_1    load_1     2.931666666667e+01
    y_88_1    J          2.931666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_88_2    dest_88    1.000000000000e+00
    y_88_2    link_706  -1.000000000000e+00
    y_88_2    kv_2       1.759000000000e+03
    y_88_2    load_2     2.931666666667e+01
    y_88_2    J          2.931666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_88_3    dest_88    1.000000000000e+00
    y_88_3    link_707  -1.000000000000e+00
    y_88_3    kv_3       1.759000000000e+03
    y_88_3    load_3     2.931666666667e+01
    y_88_3    J          2.931666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_88_4    dest_88    1.000000000000e+00
    y_88_4    link_708  -1.000000000000e+00
    y_88_4    kv_4       1.759000000000e+03
    y_88_4    load_4     2.931666666667e+01
    y_88_4    J          2.931666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_88_5    dest_88    1.000000000000e+00
    y_88_5    link_709  -1.000000000000e+00
    y_88_5    kv_5       1.759000000000e+03
    y_88_5    load_5     2.931666666667e+01
    y_88_5    J          2.931666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_88_6    dest_88    1.000000000000e+00
    y_88_6    link_710  -1.000000000000e+00
    y_88_6    kv_6       1.759000000000e+03
    y_88_6    load_6     2.931666666667e+01
    y_88_6    J          2.931666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_88_7    dest_88    1.000000000000e+00
    y_88_7    link_711  -1.000000000000e+00
    y_88_7    kv_7       1.759000000000e+03
    y_88_7    load_7     2.931666666667e+01
    y_88_7    J          2.931666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_89_0    dest_89    1.000000000000e+00
    y_89_0    link_712  -1.000000000000e+00
    y_89_0    kv_0       2.745000000000e+03
    y_89_0    load_0     4.575000000000e+01
    y_89_0    J          4.575000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_89_1    dest_89    1.000000000000e+00
    y_89_1    link_713  -1.000000000000e+00
    y_89_1    kv_1       2.745000000000e+03
    y_89_1    load_1     4.575000000000e+01
    y_89_1    J          4.575000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_89_2    dest_89    1.000000000000e+00
    y_89_2    link_714  -1.000000000000e+00
    y_89_2    kv_2       2.745000000000e+03
    y_89_2    load_2     4.575000000000e+01
    y_89_2    J          4.575000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_89_3    dest_89    1.000000000000e+00
    y_89_3    link_715  -1.000000000000e+00
    y_89_3    kv_3       2.745000000000e+03
    y_89_3    load_3     4.575000000000e+01
    y_89_3    J          4.575000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_89_4    dest_89    1.000000000000e+00
    y_89_4    link_716  -1.000000000000e+00
    y_89_4    kv_4       2.745000000000e+03
    y_89_4    load_4     4.575000000000e+01
    y_89_4    J          4.575000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_89_5    dest_89    1.000000000000e+00
    y_89_5    link_717  -1.000000000000e+00
    y_89_5    kv_5       2.745000000000e+03
    y_89_5    load_5     4.575000000000e+01
    y_89_5    J          4.575000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_89_6    dest_89    1.000000000000e+00
    y_89_6    link_718  -1.000000000000e+00
    y_89_6    kv_6       2.745000000000e+03
    y_89_6    load_6     4.575000000000e+01
    y_89_6    J          4.575000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_89_7    dest_89    1.000000000000e+00
    y_89_7    link_719  -1.000000000000e+00
    y_89_7    kv_7       2.745000000000e+03
    y_89_7    load_7     4.575000000000e+01
    y_89_7    J          4.575000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_8_0     dest_8     1.000000000000e+00
    y_8_0     link_64   -1.000000000000e+00
    y_8_0     kv_0       1.125000000000e+03
    y_8_0     load_0     1.875000000000e+01
    y_8_0     J          1.875000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_8_1     dest_8     1.000000000000e+00
    y_8_1     link_65   -1.000000000000e+00
    y_8_1     kv_1       1.125000000000e+03
    y_8_1     load_1     1.875000000000e+01
    y_8_1     J          1.875000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_8_2     dest_8     1.000000000000e+00
    y_8_2     link_66   -1.000000000000e+00
    y_8_2     kv_2       1.125000000000e+03
    y_8_2     load_2     1.875000000000e+01
    y_8_2     J          1.875000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_8_3     dest_8     1.000000000000e+00
    y_8_3     link_67   -1.000000000000e+00
    y_8_3     kv_3       1.125000000000e+03
    y_8_3     load_3     1.875000000000e+01
    y_8_3     J          1.875000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_8_4     dest_8     1.000000000000e+00
    y_8_4     link_68   -1.000000000000e+00
    y_8_4     kv_4       1.125000000000e+03
    y_8_4     load_4     1.875000000000e+01
    y_8_4     J          1.875000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_8_5     dest_8     1.000000000000e+00
    y_8_5     link_69   -1.000000000000e+00
    y_8_5     kv_5       1.125000000000e+03
    y_8_5     load_5     1.875000000000e+01
    y_8_5     J          1.875000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_8_6     dest_8     1.000000000000e+00
    y_8_6     link_70   -1.000000000000e+00
    y_8_6     kv_6       1.125000000000e+03
    y_8_6     load_6     1.875000000000e+01
    y_8_6     J          1.875000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_8_7     dest_8     1.000000000000e+00
    y_8_7     link_71   -1.000000000000e+00
    y_8_7     kv_7       1.125000000000e+03
    y_8_7     load_7     1.875000000000e+01
    y_8_7     J          1.875000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_90_0    dest_90    1.000000000000e+00
    y_90_0    link_720  -1.000000000000e+00
    y_90_0    kv_0       1.833000000000e+03
    y_90_0    load_0     3.055000000000e+01
    y_90_0    J          3.055000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_90_1    dest_90    1.000000000000e+00
    y_90_1    link_721  -1.000000000000e+00
    y_90_1    kv_1       1.833000000000e+03
    y_90_1    load_1     3.055000000000e+01
    y_90_1    J          3.055000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_90_2    dest_90    1.000000000000e+00
    y_90_2    link_722  -1.000000000000e+00
    y_90_2    kv_2       1.833000000000e+03
    y_90_2    load_2     3.055000000000e+01
    y_90_2    J          3.055000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_90_3    dest_90    1.000000000000e+00
    y_90_3    link_723  -1.000000000000e+00
    y_90_3    kv_3       1.833000000000e+03
    y_90_3    load_3     3.055000000000e+01
    y_90_3    J          3.055000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_90_4    dest_90    1.000000000000e+00
    y_90_4    link_724  -1.000000000000e+00
    y_90_4    kv_4       1.833000000000e+03
    y_90_4    load_4     3.055000000000e+01
    y_90_4    J          3.055000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_90_5    dest_90    1.000000000000e+00
    y_90_5    link_725  -1.000000000000e+00
    y_90_5    kv_5       1.833000000000e+03
    y_90_5    load_5     3.055000000000e+01
    y_90_5    J          3.055000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_90_6    dest_90    1.000000000000e+00
    y_90_6    link_726  -1.000000000000e+00
    y_90_6    kv_6       1.833000000000e+03
    y_90_6    load_6     3.055000000000e+01
    y_90_6    J          3.055000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_90_7    dest_90    1.000000000000e+00
    y_90_7    link_727  -1.000000000000e+00
    y_90_7    kv_7       1.833000000000e+03
    y_90_7    load_7     3.055000000000e+01
    y_90_7    J          3.055000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_91_0    dest_91    1.000000000000e+00
    y_91_0    link_728  -1.000000000000e+00
    y_91_0    kv_0       1.835000000000e+03
    y_91_0    load_0     3.058333333333e+01
    y_91_0    J          3.058333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_91_1    dest_91    1.000000000000e+00
    y_91_1    link_729  -1.000000000000e+00
    y_91_1    kv_1       1.835000000000e+03
    y_91_1    load_1     3.058333333333e+01
    y_91_1    J          3.058333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_91_2    dest_91    1.000000000000e+00
    y_91_2    link_730  -1.000000000000e+00
    y_91_2    kv_2       1.835000000000e+03
    y_91_2    load_2     3.058333333333e+01
    y_91_2    J          3.058333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_91_3    dest_91    1.000000000000e+00
    y_91_3    link_731  -1.000000000000e+00
    y_91_3    kv_3       1.835000000000e+03
    y_91_3    load_3     3.058333333333e+01
    y_91_3    J          3.058333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_91_4    dest_91    1.000000000000e+00
    y_91_4    link_732  -1.000000000000e+00
    y_91_4    kv_4       1.835000000000e+03
    y_91_4    load_4     3.058333333333e+01
    y_91_4    J          3.058333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_91_5    dest_91    1.000000000000e+00
    y_91_5    link_733  -1.000000000000e+00
    y_91_5    kv_5       1.835000000000e+03
    y_91_5    load_5     3.058333333333e+01
    y_91_5    J          3.058333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_91_6    dest_91    1.000000000000e+00
    y_91_6    link_734  -1.000000000000e+00
    y_91_6    kv_6       1.835000000000e+03
    y_91_6    load_6     3.058333333333e+01
    y_91_6    J          3.058333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_91_7    dest_91    1.000000000000e+00
    y_91_7    link_735  -1.000000000000e+00
    y_91_7    kv_7       1.835000000000e+03
    y_91_7    load_7     3.058333333333e+01
    y_91_7    J          3.058333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_92_0    dest_92    1.000000000000e+00
    y_92_0    link_736  -1.000000000000e+00
    y_92_0    kv_0       2.263000000000e+03
    y_92_0    load_0     3.771666666667e+01
    y_92_0    J          3.771666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_92_1    dest_92    1.000000000000e+00
    y_92_1    link_737  -1.000000000000e+00
    y_92_1    kv_1       2.263000000000e+03
    y_92_1    load_1     3.771666666667e+01
    y_92_1    J          3.771666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_92_2    dest_92    1.000000000000e+00
    y_92_2    link_738  -1.000000000000e+00
    y_92_2    kv_2       2.263000000000e+03
    y_92_2    load_2     3.771666666667e+01
    y_92_2    J          3.771666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_92_3    dest_92    1.000000000000e+00
    y_92_3    link_739  -1.000000000000e+00
    y_92_3    kv_3       2.263000000000e+03
    y_92_3    load_3     3.771666666667e+01
    y_92_3    J          3.771666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_92_4    dest_92    1.000000000000e+00
    y_92_4    link_740  -1.000000000000e+00
    y_92_4    kv_4       2.263000000000e+03
    y_92_4    load_4     3.771666666667e+01
    y_92_4    J          3.771666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_92_5    dest_92    1.000000000000e+00
    y_92_5    link_741  -1.000000000000e+00
    y_92_5    kv_5       2.263000000000e+03
    y_92_5    load_5     3.771666666667e+01
    y_92_5    J          3.771666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_92_6    dest_92    1.000000000000e+00
    y_92_6    link_742  -1.000000000000e+00
    y_92_6    kv_6       2.263000000000e+03
    y_92_6    load_6     3.771666666667e+01
    y_92_6    J          3.771666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_92_7    dest_92    1.000000000000e+00
    y_92_7    link_743  -1.000000000000e+00
    y_92_7    kv_7       2.263000000000e+03
    y_92_7    load_7     3.771666666667e+01
    y_92_7    J          3.771666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_93_0    dest_93    1.000000000000e+00
    y_93_0    link_744  -1.000000000000e+00
    y_93_0    kv_0       5.590000000000e+02
    y_93_0    load_0     9.316666666667e+00
    y_93_0    J          9.316666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_93_1    dest_93    1.000000000000e+00
    y_93_1    link_745  -1.000000000000e+00
    y_93_1    kv_1       5.590000000000e+02
    y_93_1    load_1     9.316666666667e+00
    y_93_1    J          9.316666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_93_2    dest_93    1.000000000000e+00
    y_93_2    link_746  -1.000000000000e+00
    y_93_2    kv_2       5.590000000000e+02
    y_93_2    load_2     9.316666666667e+00
    y_93_2    J          9.316666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_93_3    dest_93    1.000000000000e+00
    y_93_3    link_747  -1.000000000000e+00
    y_93_3    kv_3       5.590000000000e+02
    y_93_3    load_3     9.316666666667e+00
    y_93_3    J          9.316666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_93_4    dest_93    1.000000000000e+00
    y_93_4    link_748  -1.000000000000e+00
    y_93_4    kv_4       5.590000000000e+02
    y_93_4    load_4     9.316666666667e+00
    y_93_4    J          9.316666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_93_5    dest_93    1.000000000000e+00
    y_93_5    link_749  -1.000000000000e+00
    y_93_5    kv_5       5.590000000000e+02
    y_93_5    load_5     9.316666666667e+00
    y_93_5    J          9.316666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_93_6    dest_93    1.000000000000e+00
    y_93_6    link_750  -1.000000000000e+00
    y_93_6    kv_6       5.590000000000e+02
    y_93_6    load_6     9.316666666667e+00
    y_93_6    J          9.316666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_93_7    dest_93    1.000000000000e+00
    y_93_7    link_751  -1.000000000000e+00
    y_93_7    kv_7       5.590000000000e+02
    y_93_7    load_7     9.316666666667e+00
    y_93_7    J          9.316666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_94_0    dest_94    1.000000000000e+00
    y_94_0    link_752  -1.000000000000e+00
    y_94_0    kv_0       2.228000000000e+03
    y_94_0    load_0     3.713333333333e+01
    y_94_0    J          3.713333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_94_1    dest_94    1.000000000000e+00
    y_94_1    link_753  -1.000000000000e+00
    y_94_1    kv_1       2.228000000000e+03
    y_94_1    load_1     3.713333333333e+01
    y_94_1    J          3.713333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_94_2    dest_94    1.000000000000e+00
    y_94_2    link_754  -1.000000000000e+00
    y_94_2    kv_2       2.228000000000e+03
    y_94_2    load_2     3.713333333333e+01
    y_94_2    J          3.713333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_94_3    dest_94    1.000000000000e+00
    y_94_3    link_755  -1.000000000000e+00
    y_94_3    kv_3       2.228000000000e+03
    y_94_3    load_3     3.713333333333e+01
    y_94_3    J          3.713333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_94_4    dest_94    1.000000000000e+00
    y_94_4    link_756  -1.000000000000e+00
    y_94_4    kv_4       2.228000000000e+03
    y_94_4    load_4     3.713333333333e+01
    y_94_4    J          3.713333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_94_5    dest_94    1.000000000000e+00
    y_94_5    link_757  -1.000000000000e+00
    y_94_5    kv_5       2.228000000000e+03
    y_94_5    load_5     3.713333333333e+01
    y_94_5    J          3.713333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_94_6    dest_94    1.000000000000e+00
    y_94_6    link_758  -1.000000000000e+00
    y_94_6    kv_6       2.228000000000e+03
    y_94_6    load_6     3.713333333333e+01
    y_94_6    J          3.713333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_94_7    dest_94    1.000000000000e+00
    y_94_7    link_759  -1.000000000000e+00
    y_94_7    kv_7       2.228000000000e+03
    y_94_7    load_7     3.713333333333e+01
    y_94_7    J          3.713333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_95_0    dest_95    1.000000000000e+00
    y_95_0    link_760  -1.000000000000e+00
    y_95_0    kv_0       3.901000000000e+03
    y_95_0    load_0     6.501666666667e+01
    y_95_0    J          6.501666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_95_1    dest_95    1.000000000000e+00
    y_95_1    link_761  -1.000000000000e+00
    y_95_1    kv_1       3.901000000000e+03
    y_95_1    load_1     6.501666666667e+01
    y_95_1    J          6.501666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_95_2    dest_95    1.000000000000e+00
    y_95_2    link_762  -1.000000000000e+00
    y_95_2    kv_2       3.901000000000e+03
    y_95_2    load_2     6.501666666667e+01
    y_95_2    J          6.501666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_95_3    dest_95    1.000000000000e+00
    y_95_3    link_763  -1.000000000000e+00
    y_95_3    kv_3       3.901000000000e+03
    y_95_3    load_3     6.501666666667e+01
    y_95_3    J          6.501666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_95_4    dest_95    1.000000000000e+00
    y_95_4    link_764  -1.000000000000e+00
    y_95_4    kv_4       3.901000000000e+03
    y_95_4    load_4     6.501666666667e+01
    y_95_4    J          6.501666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_95_5    dest_95    1.000000000000e+00
    y_95_5    link_765  -1.000000000000e+00
    y_95_5    kv_5       3.901000000000e+03
    y_95_5    load_5     6.501666666667e+01
    y_95_5    J          6.501666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_95_6    dest_95    1.000000000000e+00
    y_95_6    link_766  -1.000000000000e+00
    y_95_6    kv_6       3.901000000000e+03
    y_95_6    load_6     6.501666666667e+01
    y_95_6    J          6.501666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_95_7    dest_95    1.000000000000e+00
    y_95_7    link_767  -1.000000000000e+00
    y_95_7    kv_7       3.901000000000e+03
    y_95_7    load_7     6.501666666667e+01
    y_95_7    J          6.501666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_96_0    dest_96    1.000000000000e+00
    y_96_0    link_768  -1.000000000000e+00
    y_96_0    kv_0       1.499000000000e+03
    y_96_0    load_0     2.498333333333e+01
    y_96_0    J          2.498333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_96_1    dest_96    1.000000000000e+00
    y_96_1    link_769  -1.000000000000e+00
    y_96_1    kv_1       1.499000000000e+03
    y_96_1    load_1     2.498333333333e+01
    y_96_1    J          2.498333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_96_2    dest_96    1.000000000000e+00
    y_96_2    link_770  -1.000000000000e+00
    y_96_2    kv_2       1.499000000000e+03
    y_96_2    load_2     2.498333333333e+01
    y_96_2    J          2.498333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_96_3    dest_96    1.000000000000e+00
    y_96_3    link_771  -1.000000000000e+00
    y_96_3    kv_3       1.499000000000e+03
    y_96_3    load_3     2.498333333333e+01
    y_96_3    J          2.498333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_96_4    dest_96    1.000000000000e+00
    y_96_4    link_772  -1.000000000000e+00
    y_96_4    kv_4       1.499000000000e+03
    y_96_4    load_4     2.498333333333e+01
    y_96_4    J          2.498333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_96_5    dest_96    1.000000000000e+00
    y_96_5    link_773  -1.000000000000e+00
    y_96_5    kv_5       1.499000000000e+03
    y_96_5    load_5     2.498333333333e+01
    y_96_5    J          2.498333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_96_6    dest_96    1.000000000000e+00
    y_96_6    link_774  -1.000000000000e+00
    y_96_6    kv_6       1.499000000000e+03
    y_96_6    load_6     2.498333333333e+01
    y_96_6    J          2.498333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_96_7    dest_96    1.000000000000e+00
    y_96_7    link_775  -1.000000000000e+00
    y_96_7    kv_7       1.499000000000e+03
    y_96_7    load_7     2.498333333333e+01
    y_96_7    J          2.498333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_97_0    dest_97    1.000000000000e+00
    y_97_0    link_776  -1.000000000000e+00
    y_97_0    kv_0       3.119000000000e+03
    y_97_0    load_0     5.198333333333e+01
    y_97_0    J          5.198333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_97_1    dest_97    1.000000000000e+00
    y_97_1    link_777  -1.000000000000e+00
    y_97_1    kv_1       3.119000000000e+03
    y_97_1    load_1     5.198333333333e+01
    y_97_1    J          5.198333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_97_2    dest_97    1.000000000000e+00
    y_97_2    link_778  -1.000000000000e+00
    y_97_2    kv_2       3.119000000000e+03
    y_97_2    load_2     5.198333333333e+01
    y_97_2    J          5.198333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_97_3    dest_97    1.000000000000e+00
    y_97_3    link_779  -1.000000000000e+00
    y_97_3    kv_3       3.119000000000e+03
    y_97_3    load_3     5.198333333333e+01
    y_97_3    J          5.198333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_97_4    dest_97    1.000000000000e+00
    y_97_4    link_780  -1.000000000000e+00
    y_97_4    kv_4       3.119000000000e+03
    y_97_4    load_4     5.198333333333e+01
    y_97_4    J          5.198333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_97_5    dest_97    1.000000000000e+00
    y_97_5    link_781  -1.000000000000e+00
    y_97_5    kv_5       3.119000000000e+03
    y_97_5    load_5     5.198333333333e+01
    y_97_5    J          5.198333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_97_6    dest_97    1.000000000000e+00
    y_97_6    link_782  -1.000000000000e+00
    y_97_6    kv_6       3.119000000000e+03
    y_97_6    load_6     5.198333333333e+01
    y_97_6    J          5.198333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_97_7    dest_97    1.000000000000e+00
    y_97_7    link_783  -1.000000000000e+00
    y_97_7    kv_7       3.119000000000e+03
    y_97_7    load_7     5.198333333333e+01
    y_97_7    J          5.198333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_98_0    dest_98    1.000000000000e+00
    y_98_0    link_784  -1.000000000000e+00
    y_98_0    kv_0       2.050000000000e+03
    y_98_0    load_0     3.416666666667e+01
    y_98_0    J          3.416666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_98_1    dest_98    1.000000000000e+00
    y_98_1    link_785  -1.000000000000e+00
    y_98_1    kv_1       2.050000000000e+03
    y_98_1    load_1     3.416666666667e+01
    y_98_1    J          3.416666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_98_2    dest_98    1.000000000000e+00
    y_98_2    link_786  -1.000000000000e+00
    y_98_2    kv_2       2.050000000000e+03
    y_98_2    load_2     3.416666666667e+01
    y_98_2    J          3.416666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_98_3    dest_98    1.000000000000e+00
    y_98_3    link_787  -1.000000000000e+00
    y_98_3    kv_3       2.050000000000e+03
    y_98_3    load_3     3.416666666667e+01
    y_98_3    J          3.416666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_98_4    dest_98    1.000000000000e+00
    y_98_4    link_788  -1.000000000000e+00
    y_98_4    kv_4       2.050000000000e+03
    y_98_4    load_4     3.416666666667e+01
    y_98_4    J          3.416666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_98_5    dest_98    1.000000000000e+00
    y_98_5    link_789  -1.000000000000e+00
    y_98_5    kv_5       2.050000000000e+03
    y_98_5    load_5     3.416666666667e+01
    y_98_5    J          3.416666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_98_6    dest_98    1.000000000000e+00
    y_98_6    link_790  -1.000000000000e+00
    y_98_6    kv_6       2.050000000000e+03
    y_98_6    load_6     3.416666666667e+01
    y_98_6    J          3.416666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_98_7    dest_98    1.000000000000e+00
    y_98_7    link_791  -1.000000000000e+00
    y_98_7    kv_7       2.050000000000e+03
    y_98_7    load_7     3.416666666667e+01
    y_98_7    J          3.416666666667e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_99_0    dest_99    1.000000000000e+00
    y_99_0    link_792  -1.000000000000e+00
    y_99_0    kv_0       1.232000000000e+03
    y_99_0    load_0     2.053333333333e+01
    y_99_0    J          2.053333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_99_1    dest_99    1.000000000000e+00
    y_99_1    link_793  -1.000000000000e+00
    y_99_1    kv_1       1.232000000000e+03
    y_99_1    load_1     2.053333333333e+01
    y_99_1    J          2.053333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_99_2    dest_99    1.000000000000e+00
    y_99_2    link_794  -1.000000000000e+00
    y_99_2    kv_2       1.232000000000e+03
    y_99_2    load_2     2.053333333333e+01
    y_99_2    J          2.053333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_99_3    dest_99    1.000000000000e+00
    y_99_3    link_795  -1.000000000000e+00
    y_99_3    kv_3       1.232000000000e+03
    y_99_3    load_3     2.053333333333e+01
    y_99_3    J          2.053333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_99_4    dest_99    1.000000000000e+00
    y_99_4    link_796  -1.000000000000e+00
    y_99_4    kv_4       1.232000000000e+03
    y_99_4    load_4     2.053333333333e+01
    y_99_4    J          2.053333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_99_5    dest_99    1.000000000000e+00
    y_99_5    link_797  -1.000000000000e+00
    y_99_5    kv_5       1.232000000000e+03
    y_99_5    load_5     2.053333333333e+01
    y_99_5    J          2.053333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_99_6    dest_99    1.000000000000e+00
    y_99_6    link_798  -1.000000000000e+00
    y_99_6    kv_6       1.232000000000e+03
    y_99_6    load_6     2.053333333333e+01
    y_99_6    J          2.053333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_99_7    dest_99    1.000000000000e+00
    y_99_7    link_799  -1.000000000000e+00
    y_99_7    kv_7       1.232000000000e+03
    y_99_7    load_7     2.053333333333e+01
    y_99_7    J          2.053333333333e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_9_0     dest_9     1.000000000000e+00
    y_9_0     link_72   -1.000000000000e+00
    y_9_0     kv_0       1.887000000000e+03
    y_9_0     load_0     3.145000000000e+01
    y_9_0     J          3.145000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_9_1     dest_9     1.000000000000e+00
    y_9_1     link_73   -1.000000000000e+00
    y_9_1     kv_1       1.887000000000e+03
    y_9_1     load_1     3.145000000000e+01
    y_9_1     J          3.145000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_9_2     dest_9     1.000000000000e+00
    y_9_2     link_74   -1.000000000000e+00
    y_9_2     kv_2       1.887000000000e+03
    y_9_2     load_2     3.145000000000e+01
    y_9_2     J          3.145000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_9_3     dest_9     1.000000000000e+00
    y_9_3     link_75   -1.000000000000e+00
    y_9_3     kv_3       1.887000000000e+03
    y_9_3     load_3     3.145000000000e+01
    y_9_3     J          3.145000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_9_4     dest_9     1.000000000000e+00
    y_9_4     link_76   -1.000000000000e+00
    y_9_4     kv_4       1.887000000000e+03
    y_9_4     load_4     3.145000000000e+01
    y_9_4     J          3.145000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_9_5     dest_9     1.000000000000e+00
    y_9_5     link_77   -1.000000000000e+00
    y_9_5     kv_5       1.887000000000e+03
    y_9_5     load_5     3.145000000000e+01
    y_9_5     J          3.145000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_9_6     dest_9     1.000000000000e+00
    y_9_6     link_78   -1.000000000000e+00
    y_9_6     kv_6       1.887000000000e+03
    y_9_6     load_6     3.145000000000e+01
    y_9_6     J          3.145000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_9_7     dest_9     1.000000000000e+00
    y_9_7     link_79   -1.000000000000e+00
    y_9_7     kv_7       1.887000000000e+03
    y_9_7     load_7     3.145000000000e+01
    y_9_7     J          3.145000000000e+01
    MARK      'MARKER'                 'INTEND'
RHS
    RHS       share_0    0.000000000000e+00
    RHS       dest_0     0.000000000000e+00
    RHS       share_1    0.000000000000e+00
    RHS       dest_1     0.000000000000e+00
    RHS       share_2    0.000000000000e+00
    RHS       dest_2     0.000000000000e+00
    RHS       share_3    0.000000000000e+00
    RHS       dest_3     0.000000000000e+00
    RHS       share_4    0.000000000000e+00
    RHS       dest_4     0.000000000000e+00
    RHS       share_5    0.000000000000e+00
    RHS       dest_5     0.000000000000e+00
    RHS       share_6    0.000000000000e+00
    RHS       dest_6     0.000000000000e+00
    RHS       share_7    0.000000000000e+00
    RHS       dest_7     0.000000000000e+00
    RHS       share_8    0.000000000000e+00
    RHS       dest_8     0.000000000000e+00
    RHS       share_9    0.000000000000e+00
    RHS       dest_9     0.000000000000e+00
    RHS       share_10   0.000000000000e+00
    RHS       dest_10    0.000000000000e+00
    RHS       share_11   0.000000000000e+00
    RHS       dest_11    0.000000000000e+00
    RHS       share_12   0.000000000000e+00
    RHS       dest_12    0.000000000000e+00
    RHS       share_13   0.000000000000e+00
    RHS       dest_13    0.000000000000e+00
    RHS       share_14   0.000000000000e+00
    RHS       dest_14    0.000000000000e+00
    RHS       share_15   0.000000000000e+00
    RHS       dest_15    0.000000000000e+00
    RHS       share_16   0.000000000000e+00
    RHS       dest_16    0.000000000000e+00
    RHS       share_17   0.000000000000e+00
    RHS       dest_17    0.000000000000e+00
    RHS       share_18   0.000000000000e+00
    RHS       dest_18    0.000000000000e+00
    RHS       share_19   0.000000000000e+00
    RHS       dest_19    0.000000000000e+00
    RHS       share_20   0.000000000000e+00
    RHS       dest_20    0.000000000000e+00
    RHS       share_21   0.000000000000e+00
    RHS       dest_21    0.000000000000e+00
    RHS       share_22   0.000000000000e+00
    RHS       dest_22    0.000000000000e+00
    RHS       share_23   0.000000000000e+00
    RHS       dest_23    0.000000000000e+00
    RHS       share_24   0.000000000000e+00
    RHS       dest_24    0.000000000000e+00
    RHS       share_25   0.000000000000e+00
    RHS       dest_25    0.000000000000e+00
    RHS       share_26   0.000000000000e+00
    RHS       dest_26    0.000000000000e+00
    RHS       share_27   0.000000000000e+00
    RHS       dest_27    0.000000000000e+00
    RHS       share_28   0.000000000000e+00
    RHS       dest_28    0.000000000000e+00
    RHS       share_29   0.000000000000e+00
    RHS       dest_29    0.000000000000e+00
    RHS       share_30   0.000000000000e+00
    RHS       dest_30    0.000000000000e+00
    RHS       share_31   0.000000000000e+00
    RHS       dest_31    0.000000000000e+00
    RHS       share_32   0.000000000000e+00
    RHS       dest_32    0.000000000000e+00
    RHS       share_33   0.000000000000e+00
    RHS       dest_33    0.000000000000e+00
    RHS       share_34   0.000000000000e+00
    RHS       dest_34    0.000000000000e+00
    RHS       share_35   0.000000000000e+00
    RHS       dest_35    0.000000000000e+00
    RHS       share_36   0.000000000000e+00
    RHS       dest_36    0.000000000000e+00
    RHS       share_37   0.000000000000e+00
    RHS       dest_37    0.000000000000e+00
    RHS       share_38   0.000000000000e+00
    RHS       dest_38    0.000000000000e+00
    RHS       share_39   0.000000000000e+00
    RHS       dest_39    0.000000000000e+00
    RHS       share_40   0.000000000000e+00
    RHS       dest_40    0.000000000000e+00
    RHS       share_41   0.000000000000e+00
    RHS       dest_41    0.000000000000e+00
    RHS       share_42   0.000000000000e+00
    RHS       dest_42    0.000000000000e+00
    RHS       share_43   0.000000000000e+00
    RHS       dest_43    0.000000000000e+00
    RHS       share_44   0.000000000000e+00
    RHS       dest_44    0.000000000000e+00
    RHS       share_45   0.000000000000e+00
    RHS       dest_45    0.000000000000e+00
    RHS       share_46   0.000000000000e+00
    RHS       dest_46    0.000000000000e+00
    RHS       share_47   0.000000000000e+00
    RHS       dest_47    0.000000000000e+00
    RHS       share_48   0.000000000000e+00
    RHS       dest_48    0.000000000000e+00
    RHS       share_49   0.000000000000e+00
    RHS       dest_49    0.000000000000e+00
    RHS       share_50   0.000000000000e+00
    RHS       dest_50    0.000000000000e+00
    RHS       share_51   0.000000000000e+00
    RHS       dest_51    0.000000000000e+00
    RHS       share_52   0.000000000000e+00
    RHS       dest_52    0.000000000000e+00
    RHS       share_53   0.000000000000e+00
    RHS       dest_53    0.000000000000e+00
    RHS       share_54   0.000000000000e+00
    RHS       dest_54    0.000000000000e+00
    RHS       share_55   0.000000000000e+00
    RHS       dest_55    0.000000000000e+00
    RHS       share_56   0.000000000000e+00
    RHS       dest_56    0.000000000000e+00
    RHS       share_57   0.000000000000e+00
    RHS       dest_57    0.000000000000e+00
    RHS       share_58   0.000000000000e+00
    RHS       dest_58    0.000000000000e+00
    RHS       share_59   0.000000000000e+00
    RHS       dest_59    0.000000000000e+00
    RHS       share_60   0.000000000000e+00
    RHS       dest_60    0.000000000000e+00
    RHS       share_61   0.000000000000e+00
    RHS       dest_61    0.000000000000e+00
    RHS       share_62   0.000000000000e+00
    RHS       dest_62    0.000000000000e+00
    RHS       share_63   0.000000000000e+00
    RHS       dest_63    0.000000000000e+00
    RHS       share_64   0.000000000000e+00
    RHS       dest_64    0.000000000000e+00
    RHS       share_65   0.000000000000e+00
    RHS       dest_65    0.000000000000e+00
    RHS       share_66   0.000000000000e+00
    RHS       dest_66    0.000000000000e+00
    RHS       share_67   0.000000000000e+00
    RHS       dest_67    0.000000000000e+00
    RHS       share_68   0.000000000000e+00
    RHS       dest_68    0.000000000000e+00
    RHS       share_69   0.000000000000e+00
    RHS       dest_69    0.000000000000e+00
    RHS       share_70   0.000000000000e+00
    RHS       dest_70    0.000000000000e+00
    RHS       share_71   0.000000000000e+00
    RHS       dest_71    0.000000000000e+00
    RHS       share_72   0.000000000000e+00
    RHS       dest_72    0.000000000000e+00
    RHS       share_73   0.000000000000e+00
    RHS       dest_73    0.000000000000e+00
    RHS       share_74   0.000000000000e+00
    RHS       dest_74    0.000000000000e+00
    RHS       share_75   0.000000000000e+00
    RHS       dest_75    0.000000000000e+00
    RHS       share_76   0.000000000000e+00
    RHS       dest_76    0.000000000000e+00
    RHS       share_77   0.000000000000e+00
    RHS       dest_77    0.000000000000e+00
    RHS       share_78   0.000000000000e+00
    RHS       dest_78    0.000000000000e+00
    RHS       share_79   0.000000000000e+00
    RHS       dest_79    0.000000000000e+00
    RHS       share_80   0.000000000000e+00
    RHS       dest_80    0.000000000000e+00
    RHS       share_81   0.000000000000e+00
    RHS       dest_81    0.000000000000e+00
    RHS       share_82   0.000000000000e+00
    RHS       dest_82    0.000000000000e+00
    RHS       share_83   0.000000000000e+00
    RHS       dest_83    0.000000000000e+00
    RHS       share_84   0.000000000000e+00
    RHS       dest_84    0.000000000000e+00
    RHS       share_85   0.000000000000e+00
    RHS       dest_85    0.000000000000e+00
    RHS       share_86   0.000000000000e+00
    RHS       dest_86    0.000000000000e+00
    RHS       share_87   0.000000000000e+00
    RHS       dest_87    0.000000000000e+00
    RHS       share_88   0.000000000000e+00
    RHS       dest_88    0.000000000000e+00
    RHS       share_89   0.000000000000e+00
    RHS       dest_89    0.000000000000e+00
    RHS       share_90   0.000000000000e+00
    RHS       dest_90    0.000000000000e+00
    RHS       share_91   0.000000000000e+00
    RHS       dest_91    0.000000000000e+00
    RHS       share_92   0.000000000000e+00
    RHS       dest_92    0.000000000000e+00
    RHS       share_93   0.000000000000e+00
    RHS       dest_93    0.000000000000e+00
    RHS       share_94   0.000000000000e+00
    RHS       dest_94    0.000000000000e+00
    RHS       share_95   0.000000000000e+00
    RHS       dest_95    0.000000000000e+00
    RHS       share_96   0.000000000000e+00
    RHS       dest_96    0.000000000000e+00
    RHS       share_97   0.000000000000e+00
    RHS       dest_97    0.000000000000e+00
    RHS       share_98   0.000000000000e+00
    RHS       dest_98    0.000000000000e+00
    RHS       share_99   0.000000000000e+00
    RHS       dest_99    0.000000000000e+00
    RHS       share_100   0.000000000000e+00
    RHS       dest_100   0.000000000000e+00
    RHS       share_101   0.000000000000e+00
    RHS       dest_101   0.000000000000e+00
    RHS       share_102   0.000000000000e+00
    RHS       dest_102   0.000000000000e+00
    RHS       share_103   0.000000000000e+00
    RHS       dest_103   0.000000000000e+00
    RHS       share_104   0.000000000000e+00
    RHS       dest_104   0.000000000000e+00
    RHS       share_105   0.000000000000e+00
    RHS       dest_105   0.000000000000e+00
    RHS       share_106   0.000000000000e+00
    RHS       dest_106   0.000000000000e+00
    RHS       share_107   0.000000000000e+00
    RHS       dest_107   0.000000000000e+00
    RHS       share_108   0.000000000000e+00
    RHS       dest_108   0.000000000000e+00
    RHS       share_109   0.000000000000e+00
    RHS       dest_109   0.000000000000e+00
    RHS       share_110   0.000000000000e+00
    RHS       dest_110   0.000000000000e+00
    RHS       share_111   0.000000000000e+00
    RHS       dest_111   0.000000000000e+00
    RHS       share_112   0.000000000000e+00
    RHS       dest_112   0.000000000000e+00
    RHS       share_113   0.000000000000e+00
    RHS       dest_113   0.000000000000e+00
    RHS       share_114   0.000000000000e+00
    RHS       dest_114   0.000000000000e+00
    RHS       share_115   0.000000000000e+00
    RHS       dest_115   0.000000000000e+00
    RHS       share_116   0.000000000000e+00
    RHS       dest_116   0.000000000000e+00
    RHS       share_117   0.000000000000e+00
    RHS       dest_117   0.000000000000e+00
    RHS       share_118   0.000000000000e+00
    RHS       dest_118   0.000000000000e+00
    RHS       share_119   0.000000000000e+00
    RHS       dest_119   0.000000000000e+00
    RHS       link_0     0.000000000000e+00
    RHS       link_1     0.000000000000e+00
    RHS       link_2     0.000000000000e+00
    RHS       link_3     0.000000000000e+00
    RHS       link_4     0.000000000000e+00
    RHS       link_5     0.000000000000e+00
    RHS       link_6     0.000000000000e+00
    RHS       link_7     0.000000000000e+00
    RHS       link_8     0.000000000000e+00
    RHS       link_9     0.000000000000e+00
    RHS       link_10    0.000000000000e+00
    RHS       link_11    0.000000000000e+00
    RHS       link_12    0.000000000000e+00
    RHS       link_13    0.000000000000e+00
    RHS       link_14    0.000000000000e+00
    RHS       link_15    0.000000000000e+00
    RHS       link_16    0.000000000000e+00
    RHS       link_17    0.000000000000e+00
    RHS       link_18    0.000000000000e+00
    RHS       link_19    0.000000000000e+00
    RHS       link_20    0.000000000000e+00
    RHS       link_21    0.000000000000e+00
    RHS       link_22    0.000000000000e+00
    RHS       link_23    0.000000000000e+00
    RHS       link_24    0.000000000000e+00
    RHS       link_25    0.000000000000e+00
    RHS       link_26    0.000000000000e+00
    RHS       link_27    0.000000000000e+00
    RHS       link_28    0.000000000000e+00
    RHS       link_29    0.000000000000e+00
    RHS       link_30    0.000000000000e+00
    RHS       link_31    0.000000000000e+00
    RHS       link_32    0.000000000000e+00
    RHS       link_33    0.000000000000e+00
    RHS       link_34    0.000000000000e+00
    RHS       link_35    0.000000000000e+00
    RHS       link_36    0.000000000000e+00
    RHS       link_37    0.000000000000e+00
    RHS       link_38    0.000000000000e+00
    RHS       link_39    0.000000000000e+00
    RHS       link_40    0.000000000000e+00
    RHS       link_41    0.000000000000e+00
    RHS       link_42    0.000000000000e+00
    RHS       link_43    0.000000000000e+00
    RHS       link_44    0.000000000000e+00
    RHS       link_45    0.000000000000e+00
    RHS       link_46    0.000000000000e+00
    RHS       link_47    0.000000000000e+00
    RHS       link_48    0.000000000000e+00
    RHS       link_49    0.000000000000e+00
    RHS       link_50    0.000000000000e+00
    RHS       link_51    0.000000000000e+00
    RHS       link_52    0.000000000000e+00
    RHS       link_53    0.000000000000e+00
    RHS       link_54    0.000000000000e+00
    RHS       link_55    0.000000000000e+00
    RHS       link_56    0.000000000000e+00
    RHS       link_57    0.000000000000e+00
    RHS       link_58    0.000000000000e+00
    RHS       link_59    0.000000000000e+00
    RHS       link_60    0.000000000000e+00
    RHS       link_61    0.000000000000e+00
    RHS       link_62    0.000000000000e+00
    RHS       link_63    0.000000000000e+00
    RHS       link_64    0.000000000000e+00
    RHS       link_65    0.000000000000e+00
    RHS       link_66    0.000000000000e+00
    RHS       link_67    0.000000000000e+00
    RHS       link_68    0.000000000000e+00
    RHS       link_69    0.000000000000e+00
    RHS       link_70    0.000000000000e+00
    RHS       link_71    0.000000000000e+00
    RHS       link_72    0.000000000000e+00
    RHS       link_73    0.000000000000e+00
    RHS       link_74    0.000000000000e+00
    RHS       link_75    0.000000000000e+00
    RHS       link_76    0.000000000000e+00
    RHS       link_77    0.000000000000e+00
    RHS       link_78    0.000000000000e+00
    RHS       link_79    0.000000000000e+00
    RHS       link_80    0.000000000000e+00
    RHS       link_81    0.000000000000e+00
    RHS       link_82    0.000000000000e+00
    RHS       link_83    0.000000000000e+00
    RHS       link_84    0.000000000000e+00
    RHS       link_85    0.000000000000e+00
    RHS       link_86    0.000000000000e+00
    RHS       link_87    0.000000000000e+00
    RHS       link_88    0.000000000000e+00
    RHS       link_89    0.000000000000e+00
    RHS       link_90    0.000000000000e+00
    RHS       link_91    0.000000000000e+00
    RHS       link_92    0.000000000000e+00
    RHS       link_93    0.000000000000e+00
    RHS       link_94    0.000000000000e+00
    RHS       link_95    0.000000000000e+00
    RHS       link_96    0.000000000000e+00
    RHS       link_97    0.000000000000e+00
    RHS       link_98    0.000000000000e+00
    RHS       link_99    0.000000000000e+00
    RHS       link_100   0.000000000000e+00
    RHS       link_101   0.000000000000e+00
    RHS       link_102   0.000000000000e+00
    RHS       link_103   0.000000000000e+00
    RHS       link_104   0.000000000000e+00
    RHS       link_105   0.000000000000e+00
    RHS       link_106   0.000000000000e+00
    RHS       link_107   0.000000000000e+00
    RHS       link_108   0.000000000000e+00
    RHS       link_109   0.000000000000e+00
    RHS       link_110   0.000000000000e+00
    RHS       link_111   0.000000000000e+00
    RHS       link_112   0.000000000000e+00
    RHS       link_113   0.000000000000e+00
    RHS       link_114   0.000000000000e+00
    RHS       link_115   0.000000000000e+00
    RHS       link_116   0.000000000000e+00
    RHS       link_117   0.000000000000e+00
    RHS       link_118   0.000000000000e+00
    RHS       link_119   0.000000000000e+00
    RHS       link_120   0.000000000000e+00
    RHS       link_121   0.000000000000e+00
    RHS       link_122   0.000000000000e+00
    RHS       link_123   0.000000000000e+00
    RHS       link_124   0.000000000000e+00
    RHS       link_125   0.000000000000e+00
    RHS       link_126   0.000000000000e+00
    RHS       link_127   0.000000000000e+00
    RHS       link_128   0.000000000000e+00
    RHS       link_129   0.000000000000e+00
    RHS       link_130   0.000000000000e+00
    RHS       link_131   0.000000000000e+00
    RHS       link_132   0.000000000000e+00
    RHS       link_133   0.000000000000e+00
    RHS       link_134   0.000000000000e+00
    RHS       link_135   0.000000000000e+00
    RHS       link_136   0.000000000000e+00
    RHS       link_137   0.000000000000e+00
    RHS       link_138   0.000000000000e+00
    RHS       link_139   0.000000000000e+00
    RHS       link_140   0.000000000000e+00
    RHS       link_141   0.000000000000e+00
    RHS       link_142   0.000000000000e+00
    RHS       link_143   0.000000000000e+00
    RHS       link_144   0.000000000000e+00
    RHS       link_145   0.000000000000e+00
    RHS       link_146   0.000000000000e+00
    RHS       link_147   0.000000000000e+00
    RHS       link_148   0.000000000000e+00
    RHS       link_149   0.000000000000e+00
    RHS       link_150   0.000000000000e+00
    RHS       link_151   0.000000000000e+00
    RHS       link_152   0.000000000000e+00
    RHS       link_153   0.000000000000e+00
    RHS       link_154   0.000000000000e+00
    RHS       link_155   0.000000000000e+00
    RHS       link_156   0.000000000000e+00
    RHS       link_157   0.000000000000e+00
    RHS       link_158   0.000000000000e+00
    RHS       link_159   0.000000000000e+00
    RHS       link_160   0.000000000000e+00
    RHS       link_161   0.000000000000e+00
    RHS       link_162   0.000000000000e+00
    RHS       link_163   0.000000000000e+00
    RHS       link_164   0.000000000000e+00
    RHS       link_165   0.000000000000e+00
    RHS       link_166   0.000000000000e+00
    RHS       link_167   0.000000000000e+00
    RHS       link_168   0.000000000000e+00
    RHS       link_169   0.000000000000e+00
    RHS       link_170   0.000000000000e+00
    RHS       link_171   0.000000000000e+00
    RHS       link_172   0.000000000000e+00
    RHS       link_173   0.000000000000e+00
    RHS       link_174   0.000000000000e+00
    RHS       link_175   0.000000000000e+00
    RHS       link_176   0.000000000000e+00
    RHS       link_177   0.000000000000e+00
    RHS       link_178   0.000000000000e+00
    RHS       link_179   0.000000000000e+00
    RHS       link_180   0.000000000000e+00
    RHS       link_181   0.000000000000e+00
    RHS       link_182   0.000000000000e+00
    RHS       link_183   0.000000000000e+00
    RHS       link_184   0.000000000000e+00
    RHS       link_185   0.000000000000e+00
    RHS       link_186   0.000000000000e+00
    RHS       link_187   0.000000000000e+00
    RHS       link_188   0.000000000000e+00
    RHS       link_189   0.000000000000e+00
    RHS       link_190   0.000000000000e+00
    RHS       link_191   0.000000000000e+00
    RHS       link_192   0.000000000000e+00
    RHS       link_193   0.000000000000e+00
    RHS       link_194   0.000000000000e+00
    RHS       link_195   0.000000000000e+00
    RHS       link_196   0.000000000000e+00
    RHS       link_197   0.000000000000e+00
    RHS       link_198   0.000000000000e+00
    RHS       link_199   0.000000000000e+00
    RHS       link_200   0.000000000000e+00
    RHS       link_201   0.000000000000e+00
    RHS       link_202   0.000000000000e+00
    RHS       link_203   0.000000000000e+00
    RHS       link_204   0.000000000000e+00
    RHS       link_205   0.000000000000e+00
    RHS       link_206   0.000000000000e+00
    RHS       link_207   0.000000000000e+00
    RHS       link_208   0.000000000000e+00
    RHS       link_209   0.000000000000e+00
    RHS       link_210   0.000000000000e+00
    RHS       link_211   0.000000000000e+00
    RHS       link_212   0.000000000000e+00
    RHS       link_213   0.000000000000e+00
    RHS       link_214   0.000000000000e+00
    RHS       link_215   0.000000000000e+00
    RHS       link_216   0.000000000000e+00
    RHS       link_217   0.000000000000e+00
    RHS       link_218   0.000000000000e+00
    RHS       link_219   0.000000000000e+00
    RHS       link_220   0.000000000000e+00
    RHS       link_221   0.000000000000e+00
    RHS       link_222   0.000000000000e+00
    RHS       link_223   0.000000000000e+00
    RHS       link_224   0.000000000000e+00
    RHS       link_225   0.000000000000e+00
    RHS       link_226   0.000000000000e+00
    RHS       link_227   0.000000000000e+00
    RHS       link_228   0.000000000000e+00
    RHS       link_229   0.000000000000e+00
    RHS       link_230   0.000000000000e+00
    RHS       link_231   0.000000000000e+00
    RHS       link_232   0.000000000000e+00
    RHS       link_233   0.000000000000e+00
    RHS       link_234   0.000000000000e+00
    RHS       link_235   0.000000000000e+00
    RHS       link_236   0.000000000000e+00
    RHS       link_237   0.000000000000e+00
    RHS       link_238   0.000000000000e+00
    RHS       link_239   0.000000000000e+00
    RHS       link_240   0.000000000000e+00
    RHS       link_241   0.000000000000e+00
    RHS       link_242   0.000000000000e+00
    RHS       link_243   0.000000000000e+00
    RHS       link_244   0.000000000000e+00
    RHS       link_245   0.000000000000e+00
    RHS       link_246   0.000000000000e+00
    RHS       link_247   0.000000000000e+00
    RHS       link_248   0.000000000000e+00
    RHS       link_249   0.000000000000e+00
    RHS       link_250   0.000000000000e+00
    RHS       link_251   0.000000000000e+00
    RHS       link_252   0.000000000000e+00
    RHS       link_253   0.000000000000e+00
    RHS       link_254   0.000000000000e+00
    RHS       link_255   0.000000000000e+00
    RHS       link_256   0.000000000000e+00
    RHS       link_257   0.000000000000e+00
    RHS       link_258   0.000000000000e+00
    RHS       link_259   0.000000000000e+00
    RHS       link_260   0.000000000000e+00
    RHS       link_261   0.000000000000e+00
    RHS       link_262   0.000000000000e+00
    RHS       link_263   0.000000000000e+00
    RHS       link_264   0.000000000000e+00
    RHS       link_265   0.000000000000e+00
    RHS       link_266   0.000000000000e+00
    RHS       link_267   0.000000000000e+00
    RHS       link_268   0.000000000000e+00
    RHS       link_269   0.000000000000e+00
    RHS       link_270   0.000000000000e+00
    RHS       link_271   0.000000000000e+00
    RHS       link_272   0.000000000000e+00
    RHS       link_273   0.000000000000e+00
    RHS       link_274   0.000000000000e+00
    RHS       link_275   0.000000000000e+00
    RHS       link_276   0.000000000000e+00
    RHS       link_277   0.000000000000e+00
    RHS       link_278   0.000000000000e+00
    RHS       link_279   0.000000000000e+00
    RHS       link_280   0.000000000000e+00
    RHS       link_281   0.000000000000e+00
    RHS       link_282   0.000000000000e+00
    RHS       link_283   0.000000000000e+00
    RHS       link_284   0.000000000000e+00
    RHS       link_285   0.000000000000e+00
    RHS       link_286   0.000000000000e+00
    RHS       link_287   0.000000000000e+00
    RHS       link_288   0.000000000000e+00
    RHS       link_289   0.000000000000e+00
    RHS       link_290   0.000000000000e+00
    RHS       link_291   0.000000000000e+00
    RHS       link_292   0.000000000000e+00
    RHS       link_293   0.000000000000e+00
    RHS       link_294   0.000000000000e+00
    RHS       link_295   0.000000000000e+00
    RHS       link_296   0.000000000000e+00
    RHS       link_297   0.000000000000e+00
    RHS       link_298   0.000000000000e+00
    RHS       link_299   0.000000000000e+00
    RHS       link_300   0.000000000000e+00
    RHS       link_301   0.000000000000e+00
    RHS       link_302   0.000000000000e+00
    RHS       link_303   0.000000000000e+00
    RHS       link_304   0.000000000000e+00
    RHS       link_305   0.000000000000e+00
    RHS       link_306   0.000000000000e+00
    RHS       link_307   0.000000000000e+00
    RHS       link_308   0.000000000000e+00
    RHS       link_309   0.000000000000e+00
    RHS       link_310   0.000000000000e+00
    RHS       link_311   0.000000000000e+00
    RHS       link_312   0.000000000000e+00
    RHS       link_313   0.000000000000e+00
    RHS       link_314   0.000000000000e+00
    RHS       link_315   0.000000000000e+00
    RHS       link_316   0.000000000000e+00
    RHS       link_317   0.000000000000e+00
    RHS       link_318   0.000000000000e+00
    RHS       link_319   0.000000000000e+00
    RHS       link_320   0.000000000000e+00
    RHS       link_321   0.000000000000e+00
    RHS       link_322   0.000000000000e+00
    RHS       link_323   0.000000000000e+00
    RHS       link_324   0.000000000000e+00
    RHS       link_325   0.000000000000e+00
    RHS       link_326   0.000000000000e+00
    RHS       link_327   0.000000000000e+00
    RHS       link_328   0.000000000000e+00
    RHS       link_329   0.000000000000e+00
    RHS       link_330   0.000000000000e+00
    RHS       link_331   0.000000000000e+00
    RHS       link_332   0.000000000000e+00
    RHS       link_333   0.000000000000e+00
    RHS       link_334   0.000000000000e+00
    RHS       link_335   0.000000000000e+00
    RHS       link_336   0.000000000000e+00
    RHS       link_337   0.000000000000e+00
    RHS       link_338   0.000000000000e+00
    RHS       link_339   0.000000000000e+00
    RHS       link_340   0.000000000000e+00
    RHS       link_341   0.000000000000e+00
    RHS       link_342   0.000000000000e+00
    RHS       link_343   0.000000000000e+00
    RHS       link_344   0.000000000000e+00
    RHS       link_345   0.000000000000e+00
    RHS       link_346   0.000000000000e+00
    RHS       link_347   0.000000000000e+00
    RHS       link_348   0.000000000000e+00
    RHS       link_349   0.000000000000e+00
    RHS       link_350   0.000000000000e+00
    RHS       link_351   0.000000000000e+00
    RHS       link_352   0.000000000000e+00
    RHS       link_353   0.000000000000e+00
    RHS       link_354   0.000000000000e+00
    RHS       link_355   0.000000000000e+00
    RHS       link_356   0.000000000000e+00
    RHS       link_357   0.000000000000e+00
    RHS       link_358   0.000000000000e+00
    RHS       link_359   0.000000000000e+00
    RHS       link_360   0.000000000000e+00
    RHS       link_361   0.000000000000e+00
    RHS       link_362   0.000000000000e+00
    RHS       link_363   0.000000000000e+00
    RHS       link_364   0.000000000000e+00
    RHS       link_365   0.000000000000e+00
    RHS       link_366   0.000000000000e+00
    RHS       link_367   0.000000000000e+00
    RHS       link_368   0.000000000000e+00
    RHS       link_369   0.000000000000e+00
    RHS       link_370   0.000000000000e+00
    RHS       link_371   0.000000000000e+00
    RHS       link_372   0.000000000000e+00
    RHS       link_373   0.000000000000e+00
    RHS       link_374   0.000000000000e+00
    RHS       link_375   0.000000000000e+00
    RHS       link_376   0.000000000000e+00
    RHS       link_377   0.000000000000e+00
    RHS       link_378   0.000000000000e+00
    RHS       link_379   0.000000000000e+00
    RHS       link_380   0.000000000000e+00
    RHS       link_381   0.000000000000e+00
    RHS       link_382   0.000000000000e+00
    RHS       link_383   0.000000000000e+00
    RHS       link_384   0.000000000000e+00
    RHS       link_385   0.000000000000e+00
    RHS       link_386   0.000000000000e+00
    RHS       link_387   0.000000000000e+00
    RHS       link_388   0.000000000000e+00
    RHS       link_389   0.000000000000e+00
    RHS       link_390   0.000000000000e+00
    RHS       link_391   0.000000000000e+00
    RHS       link_392   0.000000000000e+00
    RHS       link_393   0.000000000000e+00
    RHS       link_394   0.000000000000e+00
    RHS       link_395   0.000000000000e+00
    RHS       link_396   0.000000000000e+00
    RHS       link_397   0.000000000000e+00
    RHS       link_398   0.000000000000e+00
    RHS       link_399   0.000000000000e+00
    RHS       link_400   0.000000000000e+00
    RHS       link_401   0.000000000000e+00
    RHS       link_402   0.000000000000e+00
    RHS       link_403   0.000000000000e+00
    RHS       link_404   0.000000000000e+00
    RHS       link_405   0.000000000000e+00
    RHS       link_406   0.000000000000e+00
    RHS       link_407   0.000000000000e+00
    RHS       link_408   0.000000000000e+00
    RHS       link_409   0.000000000000e+00
    RHS       link_410   0.000000000000e+00
    RHS       link_411   0.000000000000e+00
    RHS       link_412   0.000000000000e+00
    RHS       link_413   0.000000000000e+00
    RHS       link_414   0.000000000000e+00
    RHS       link_415   0.000000000000e+00
    RHS       link_416   0.000000000000e+00
    RHS       link_417   0.000000000000e+00
    RHS       link_418   0.000000000000e+00
    RHS       link_419   0.000000000000e+00
    RHS       link_420   0.000000000000e+00
    RHS       link_421   0.000000000000e+00
    RHS       link_422   0.000000000000e+00
    RHS       link_423   0.000000000000e+00
    RHS       link_424   0.000000000000e+00
    RHS       link_425   0.000000000000e+00
    RHS       link_426   0.000000000000e+00
    RHS       link_427   0.000000000000e+00
    RHS       link_428   0.000000000000e+00
    RHS       link_429   0.000000000000e+00
    RHS       link_430   0.000000000000e+00
    RHS       link_431   0.000000000000e+00
    RHS       link_432   0.000000000000e+00
    RHS       link_433   0.000000000000e+00
    RHS       link_434   0.000000000000e+00
    RHS       link_435   0.000000000000e+00
    RHS       link_436   0.000000000000e+00
    RHS       link_437   0.000000000000e+00
    RHS       link_438   0.000000000000e+00
    RHS       link_439   0.000000000000e+00
    RHS       link_440   0.000000000000e+00
    RHS       link_441   0.000000000000e+00
    RHS       link_442   0.000000000000e+00
    RHS       link_443   0.000000000000e+00
    RHS       link_444   0.000000000000e+00
    RHS       link_445   0.000000000000e+00
    RHS       link_446   0.000000000000e+00
    RHS       link_447   0.000000000000e+00
    RHS       link_448   0.000000000000e+00
    RHS       link_449   0.000000000000e+00
    RHS       link_450   0.000000000000e+00
    RHS       link_451   0.000000000000e+00
    RHS       link_452   0.000000000000e+00
    RHS       link_453   0.000000000000e+00
    RHS       link_454   0.000000000000e+00
    RHS       link_455   0.000000000000e+00
    RHS       link_456   0.000000000000e+00
    RHS       link_457   0.000000000000e+00
    RHS       link_458   0.000000000000e+00
    RHS       link_459   0.000000000000e+00
    RHS       link_460   0.000000000000e+00
    RHS       link_461   0.000000000000e+00
    RHS       link_462   0.000000000000e+00
    RHS       link_463   0.000000000000e+00
    RHS       link_464   0.000000000000e+00
    RHS       link_465   0.000000000000e+00
    RHS       link_466   0.000000000000e+00
    RHS       link_467   0.000000000000e+00
    RHS       link_468   0.000000000000e+00
    RHS       link_469   0.000000000000e+00
    RHS       link_470   0.000000000000e+00
    RHS       link_471   0.000000000000e+00
    RHS       link_472   0.000000000000e+00
    RHS       link_473   0.000000000000e+00
    RHS       link_474   0.000000000000e+00
    RHS       link_475   0.000000000000e+00
    RHS       link_476   0.000000000000e+00
    RHS       link_477   0.000000000000e+00
    RHS       link_478   0.000000000000e+00
    RHS       link_479   0.000000000000e+00
    RHS       link_480   0.000000000000e+00
    RHS       link_481   0.000000000000e+00
    RHS       link_482   0.000000000000e+00
    RHS       link_483   0.000000000000e+00
    RHS       link_484   0.000000000000e+00
    RHS       link_485   0.000000000000e+00
    RHS       link_486   0.000000000000e+00
    RHS       link_487   0.000000000000e+00
    RHS       link_488   0.000000000000e+00
    RHS       link_489   0.000000000000e+00
    RHS       link_490   0.000000000000e+00
    RHS       link_491   0.000000000000e+00
    RHS       link_492   0.000000000000e+00
    RHS       link_493   0.000000000000e+00
    RHS       link_494   0.000000000000e+00
    RHS       link_495   0.000000000000e+00
    RHS       link_496   0.000000000000e+00
    RHS       link_497   0.000000000000e+00
    RHS       link_498   0.000000000000e+00
    RHS       link_499   0.000000000000e+00
    RHS       link_500   0.000000000000e+00
    RHS       link_501   0.000000000000e+00
    RHS       link_502   0.000000000000e+00
    RHS       link_503   0.000000000000e+00
    RHS       link_504   0.000000000000e+00
    RHS       link_505   0.000000000000e+00
    RHS       link_506   0.000000000000e+00
    RHS       link_507   0.000000000000e+00
    RHS       link_508   0.000000000000e+00
    RHS       link_509   0.000000000000e+00
    RHS       link_510   0.000000000000e+00
    RHS       link_511   0.000000000000e+00
    RHS       link_512   0.000000000000e+00
    RHS       link_513   0.000000000000e+00
    RHS       link_514   0.000000000000e+00
    RHS       link_515   0.000000000000e+00
    RHS       link_516   0.000000000000e+00
    RHS       link_517   0.000000000000e+00
    RHS       link_518   0.000000000000e+00
    RHS       link_519   0.000000000000e+00
    RHS       link_520   0.000000000000e+00
    RHS       link_521   0.000000000000e+00
    RHS       link_522   0.000000000000e+00
    RHS       link_523   0.000000000000e+00
    RHS       link_524   0.000000000000e+00
    RHS       link_525   0.000000000000e+00
    RHS       link_526   0.000000000000e+00
    RHS       link_527   0.000000000000e+00
    RHS       link_528   0.000000000000e+00
    RHS       link_529   0.000000000000e+00
    RHS       link_530   0.000000000000e+00
    RHS       link_531   0.000000000000e+00
    RHS       link_532   0.000000000000e+00
    RHS       link_533   0.000000000000e+00
    RHS       link_534   0.000000000000e+00
    RHS       link_535   0.000000000000e+00
    RHS       link_536   0.000000000000e+00
    RHS       link_537   0.000000000000e+00
    RHS       link_538   0.000000000000e+00
    RHS       link_539   0.000000000000e+00
    RHS       link_540   0.000000000000e+00
    RHS       link_541   0.000000000000e+00
    RHS       link_542   0.000000000000e+00
    RHS       link_543   0.000000000000e+00
    RHS       link_544   0.000000000000e+00
    RHS       link_545   0.000000000000e+00
    RHS       link_546   0.000000000000e+00
    RHS       link_547   0.000000000000e+00
    RHS       link_548   0.000000000000e+00
    RHS       link_549   0.000000000000e+00
    RHS       link_550   0.000000000000e+00
    RHS       link_551   0.000000000000e+00
    RHS       link_552   0.000000000000e+00
    RHS       link_553   0.000000000000e+00
    RHS       link_554   0.000000000000e+00
    RHS       link_555   0.000000000000e+00
    RHS       link_556   0.000000000000e+00
    RHS       link_557   0.000000000000e+00
    RHS       link_558   0.000000000000e+00
    RHS       link_559   0.000000000000e+00
    RHS       link_560   0.000000000000e+00
    RHS       link_561   0.000000000000e+00
    RHS       link_562   0.000000000000e+00
    RHS       link_563   0.000000000000e+00
    RHS       link_564   0.000000000000e+00
    RHS       link_565   0.000000000000e+00
    RHS       link_566   0.000000000000e+00
    RHS       link_567   0.000000000000e+00
    RHS       link_568   0.000000000000e+00
    RHS       link_569   0.000000000000e+00
    RHS       link_570   0.000000000000e+00
    RHS       link_571   0.000000000000e+00
    RHS       link_572   0.000000000000e+00
    RHS       link_573   0.000000000000e+00
    RHS       link_574   0.000000000000e+00
    RHS       link_575   0.000000000000e+00
    RHS       link_576   0.000000000000e+00
    RHS       link_577   0.000000000000e+00
    RHS       link_578   0.000000000000e+00
    RHS       link_579   0.000000000000e+00
    RHS       link_580   0.000000000000e+00
    RHS       link_581   0.000000000000e+00
    RHS       link_582   0.000000000000e+00
    RHS       link_583   0.000000000000e+00
    RHS       link_584   0.000000000000e+00
    RHS       link_585   0.000000000000e+00
    RHS       link_586   0.000000000000e+00
    RHS       link_587   0.000000000000e+00
    RHS       link_588   0.000000000000e+00
    RHS       link_589   0.000000000000e+00
    RHS       link_590   0.000000000000e+00
    RHS       link_591   0.000000000000e+00
    RHS       link_592   0.000000000000e+00
    RHS       link_593   0.000000000000e+00
    RHS       link_594   0.000000000000e+00
    RHS       link_595   0.000000000000e+00
    RHS       link_596   0.000000000000e+00
    RHS       link_597   0.000000000000e+00
    RHS       link_598   0.000000000000e+00
    RHS       link_599   0.000000000000e+00
    RHS       link_600   0.000000000000e+00
    RHS       link_601   0.000000000000e+00
    RHS       link_602   0.000000000000e+00
    RHS       link_603   0.000000000000e+00
    RHS       link_604   0.000000000000e+00
    RHS       link_605   0.000000000000e+00
    RHS       link_606   0.000000000000e+00
    RHS       link_607   0.000000000000e+00
    RHS       link_608   0.000000000000e+00
    RHS       link_609   0.000000000000e+00
    RHS       link_610   0.000000000000e+00
    RHS       link_611   0.000000000000e+00
    RHS       link_612   0.000000000000e+00
    RHS       link_613   0.000000000000e+00
    RHS       link_614   0.000000000000e+00
    RHS       link_615   0.000000000000e+00
    RHS       link_616   0.000000000000e+00
    RHS       link_617   0.000000000000e+00
    RHS       link_618   0.000000000000e+00
    RHS       link_619   0.000000000000e+00
    RHS       link_620   0.000000000000e+00
    RHS       link_621   0.000000000000e+00
    RHS       link_622   0.000000000000e+00
    RHS       link_623   0.000000000000e+00
    RHS       link_624   0.000000000000e+00
    RHS       link_625   0.000000000000e+00
    RHS       link_626   0.000000000000e+00
    RHS       link_627   0.000000000000e+00
    RHS       link_628   0.000000000000e+00
    RHS       link_629   0.000000000000e+00
    RHS       link_630   0.000000000000e+00
    RHS       link_631   0.000000000000e+00
    RHS       link_632   0.000000000000e+00
    RHS       link_633   0.000000000000e+00
    RHS       link_634   0.000000000000e+00
    RHS       link_635   0.000000000000e+00
    RHS       link_636   0.000000000000e+00
    RHS       link_637   0.000000000000e+00
    RHS       link_638   0.000000000000e+00
    RHS       link_639   0.000000000000e+00
    RHS       link_640   0.000000000000e+00
    RHS       link_641   0.000000000000e+00
    RHS       link_642   0.000000000000e+00
    RHS       link_643   0.000000000000e+00
    RHS       link_644   0.000000000000e+00
    RHS       link_645   0.000000000000e+00
    RHS       link_646   0.000000000000e+00
    RHS       link_647   0.000000000000e+00
    RHS       link_648   0.000000000000e+00
    RHS       link_649   0.000000000000e+00
    RHS       link_650   0.000000000000e+00
    RHS       link_651   0.000000000000e+00
    RHS       link_652   0.000000000000e+00
    RHS       link_653   0.000000000000e+00
    RHS       link_654   0.000000000000e+00
    RHS       link_655   0.000000000000e+00
    RHS       link_656   0.000000000000e+00
    RHS       link_657   0.000000000000e+00
    RHS       link_658   0.000000000000e+00
    RHS       link_659   0.000000000000e+00
    RHS       link_660   0.000000000000e+00
    RHS       link_661   0.000000000000e+00
    RHS       link_662   0.000000000000e+00
    RHS       link_663   0.000000000000e+00
    RHS       link_664   0.000000000000e+00
    RHS       link_665   0.000000000000e+00
    RHS       link_666   0.000000000000e+00
    RHS       link_667   0.000000000000e+00
    RHS       link_668   0.000000000000e+00
    RHS       link_669   0.000000000000e+00
    RHS       link_670   0.000000000000e+00
    RHS       link_671   0.000000000000e+00
    RHS       link_672   0.000000000000e+00
    RHS       link_673   0.000000000000e+00
    RHS       link_674   0.000000000000e+00
    RHS       link_675   0.000000000000e+00
    RHS       link_676   0.000000000000e+00
    RHS       link_677   0.000000000000e+00
    RHS       link_678   0.000000000000e+00
    RHS       link_679   0.000000000000e+00
    RHS       link_680   0.000000000000e+00
    RHS       link_681   0.000000000000e+00
    RHS       link_682   0.000000000000e+00
    RHS       link_683   0.000000000000e+00
    RHS       link_684   0.000000000000e+00
    RHS       link_685   0.000000000000e+00
    RHS       link_686   0.000000000000e+00
    RHS       link_687   0.000000000000e+00
    RHS       link_688   0.000000000000e+00
    RHS       link_689   0.000000000000e+00
    RHS       link_690   0.000000000000e+00
    RHS       link_691   0.000000000000e+00
    RHS       link_692   0.000000000000e+00
    RHS       link_693   0.000000000000e+00
    RHS       link_694   0.000000000000e+00
    RHS       link_695   0.000000000000e+00
    RHS       link_696   0.000000000000e+00
    RHS       link_697   0.000000000000e+00
    RHS       link_698   0.000000000000e+00
    RHS       link_699   0.000000000000e+00
    RHS       link_700   0.000000000000e+00
    RHS       link_701   0.000000000000e+00
    RHS       link_702   0.000000000000e+00
    RHS       link_703   0.000000000000e+00
    RHS       link_704   0.000000000000e+00
    RHS       link_705   0.000000000000e+00
    RHS       link_706   0.000000000000e+00
    RHS       link_707   0.000000000000e+00
    RHS       link_708   0.000000000000e+00
    RHS       link_709   0.000000000000e+00
    RHS       link_710   0.000000000000e+00
    RHS       link_711   0.000000000000e+00
    RHS       link_712   0.000000000000e+00
    RHS       link_713   0.000000000000e+00
    RHS       link_714   0.000000000000e+00
    RHS       link_715   0.000000000000e+00
    RHS       link_716   0.000000000000e+00
    RHS       link_717   0.000000000000e+00
    RHS       link_718   0.000000000000e+00
    RHS       link_719   0.000000000000e+00
    RHS       link_720   0.000000000000e+00
    RHS       link_721   0.000000000000e+00
    RHS       link_722   0.000000000000e+00
    RHS       link_723   0.000000000000e+00
    RHS       link_724   0.000000000000e+00
    RHS       link_725   0.000000000000e+00
    RHS       link_726   0.000000000000e+00
    RHS       link_727   0.000000000000e+00
    RHS       link_728   0.000000000000e+00
    RHS       link_729   0.000000000000e+00
    RHS       link_730   0.000000000000e+00
    RHS       link_731   0.000000000000e+00
    RHS       link_732   0.000000000000e+00
    RHS       link_733   0.000000000000e+00
    RHS       link_734   0.000000000000e+00
    RHS       link_735   0.000000000000e+00
    RHS       link_736   0.000000000000e+00
    RHS       link_737   0.000000000000e+00
    RHS       link_738   0.000000000000e+00
    RHS       link_739   0.000000000000e+00
    RHS       link_740   0.000000000000e+00
    RHS       link_741   0.000000000000e+00
    RHS       link_742   0.000000000000e+00
    RHS       link_743   0.000000000000e+00
    RHS       link_744   0.000000000000e+00
    RHS       link_745   0.000000000000e+00
    RHS       link_746   0.000000000000e+00
    RHS       link_747   0.000000000000e+00
    RHS       link_748   0.000000000000e+00
    RHS       link_749   0.000000000000e+00
    RHS       link_750   0.000000000000e+00
    RHS       link_751   0.000000000000e+00
    RHS       link_752   0.000000000000e+00
    RHS       link_753   0.000000000000e+00
    RHS       link_754   0.000000000000e+00
    RHS       link_755   0.000000000000e+00
    RHS       link_756   0.000000000000e+00
    RHS       link_757   0.000000000000e+00
    RHS       link_758   0.000000000000e+00
    RHS       link_759   0.000000000000e+00
    RHS       link_760   0.000000000000e+00
    RHS       link_761   0.000000000000e+00
    RHS       link_762   0.000000000000e+00
    RHS       link_763   0.000000000000e+00
    RHS       link_764   0.000000000000e+00
    RHS       link_765   0.000000000000e+00
    RHS       link_766   0.000000000000e+00
    RHS       link_767   0.000000000000e+00
    RHS       link_768   0.000000000000e+00
    RHS       link_769   0.000000000000e+00
    RHS       link_770   0.000000000000e+00
    RHS       link_771   0.000000000000e+00
    RHS       link_772   0.000000000000e+00
    RHS       link_773   0.000000000000e+00
    RHS       link_774   0.000000000000e+00
    RHS       link_775   0.000000000000e+00
    RHS       link_776   0.000000000000e+00
    RHS       link_777   0.000000000000e+00
    RHS       link_778   0.000000000000e+00
    RHS       link_779   0.000000000000e+00
    RHS       link_780   0.000000000000e+00
    RHS       link_781   0.000000000000e+00
    RHS       link_782   0.000000000000e+00
    RHS       link_783   0.000000000000e+00
    RHS       link_784   0.000000000000e+00
    RHS       link_785   0.000000000000e+00
    RHS       link_786   0.000000000000e+00
    RHS       link_787   0.000000000000e+00
    RHS       link_788   0.000000000000e+00
    RHS       link_789   0.000000000000e+00
    RHS       link_790   0.000000000000e+00
    RHS       link_791   0.000000000000e+00
    RHS       link_792   0.000000000000e+00
    RHS       link_793   0.000000000000e+00
    RHS       link_794   0.000000000000e+00
    RHS       link_795   0.000000000000e+00
    RHS       link_796   0.000000000000e+00
    RHS       link_797   0.000000000000e+00
    RHS       link_798   0.000000000000e+00
    RHS       link_799   0.000000000000e+00
    RHS       link_800   0.000000000000e+00
    RHS       link_801   0.000000000000e+00
    RHS       link_802   0.000000000000e+00
    RHS       link_803   0.000000000000e+00
    RHS       link_804   0.000000000000e+00
    RHS       link_805   0.000000000000e+00
    RHS       link_806   0.000000000000e+00
    RHS       link_807   0.000000000000e+00
    RHS       link_808   0.000000000000e+00
    RHS       link_809   0.000000000000e+00
    RHS       link_810   0.000000000000e+00
    RHS       link_811   0.000000000000e+00
    RHS       link_812   0.000000000000e+00
    RHS       link_813   0.000000000000e+00
    RHS       link_814   0.000000000000e+00
    RHS       link_815   0.000000000000e+00
    RHS       link_816   0.000000000000e+00
    RHS       link_817   0.000000000000e+00
    RHS       link_818   0.000000000000e+00
    RHS       link_819   0.000000000000e+00
    RHS       link_820   0.000000000000e+00
    RHS       link_821   0.000000000000e+00
    RHS       link_822   0.000000000000e+00
    RHS       link_823   0.000000000000e+00
    RHS       link_824   0.000000000000e+00
    RHS       link_825   0.000000000000e+00
    RHS       link_826   0.000000000000e+00
    RHS       link_827   0.000000000000e+00
    RHS       link_828   0.000000000000e+00
    RHS       link_829   0.000000000000e+00
    RHS       link_830   0.000000000000e+00
    RHS       link_831   0.000000000000e+00
    RHS       link_832   0.000000000000e+00
    RHS       link_833   0.000000000000e+00
    RHS       link_834   0.000000000000e+00
    RHS       link_835   0.000000000000e+00
    RHS       link_836   0.000000000000e+00
    RHS       link_837   0.000000000000e+00
    RHS       link_838   0.000000000000e+00
    RHS       link_839   0.000000000000e+00
    RHS       link_840   0.000000000000e+00
    RHS       link_841   0.000000000000e+00
    RHS       link_842   0.000000000000e+00
    RHS       link_843   0.000000000000e+00
    RHS       link_844   0.000000000000e+00
    RHS       link_845   0.000000000000e+00
    RHS       link_846   0.000000000000e+00
    RHS       link_847   0.000000000000e+00
    RHS       link_848   0.000000000000e+00
    RHS       link_849   0.000000000000e+00
    RHS       link_850   0.000000000000e+00
    RHS       link_851   0.000000000000e+00
    RHS       link_852   0.000000000000e+00
    RHS       link_853   0.000000000000e+00
    RHS       link_854   0.000000000000e+00
    RHS       link_855   0.000000000000e+00
    RHS       link_856   0.000000000000e+00
    RHS       link_857   0.000000000000e+00
    RHS       link_858   0.000000000000e+00
    RHS       link_859   0.000000000000e+00
    RHS       link_860   0.000000000000e+00
    RHS       link_861   0.000000000000e+00
    RHS       link_862   0.000000000000e+00
    RHS       link_863   0.000000000000e+00
    RHS       link_864   0.000000000000e+00
    RHS       link_865   0.000000000000e+00
    RHS       link_866   0.000000000000e+00
    RHS       link_867   0.000000000000e+00
    RHS       link_868   0.000000000000e+00
    RHS       link_869   0.000000000000e+00
    RHS       link_870   0.000000000000e+00
    RHS       link_871   0.000000000000e+00
    RHS       link_872   0.000000000000e+00
    RHS       link_873   0.000000000000e+00
    RHS       link_874   0.000000000000e+00
    RHS       link_875   0.000000000000e+00
    RHS       link_876   0.000000000000e+00
    RHS       link_877   0.000000000000e+00
    RHS       link_878   0.000000000000e+00
    RHS       link_879   0.000000000000e+00
    RHS       link_880   0.000000000000e+00
    RHS       link_881   0.000000000000e+00
    RHS       link_882   0.000000000000e+00
    RHS       link_883   0.000000000000e+00
    RHS       link_884   0.000000000000e+00
    RHS       link_885   0.000000000000e+00
    RHS       link_886   0.000000000000e+00
    RHS       link_887   0.000000000000e+00
    RHS       link_888   0.000000000000e+00
    RHS       link_889   0.000000000000e+00
    RHS       link_890   0.000000000000e+00
    RHS       link_891   0.000000000000e+00
    RHS       link_892   0.000000000000e+00
    RHS       link_893   0.000000000000e+00
    RHS       link_894   0.000000000000e+00
    RHS       link_895   0.000000000000e+00
    RHS       link_896   0.000000000000e+00
    RHS       link_897   0.000000000000e+00
    RHS       link_898   0.000000000000e+00
    RHS       link_899   0.000000000000e+00
    RHS       link_900   0.000000000000e+00
    RHS       link_901   0.000000000000e+00
    RHS       link_902   0.000000000000e+00
    RHS       link_903   0.000000000000e+00
    RHS       link_904   0.000000000000e+00
    RHS       link_905   0.000000000000e+00
    RHS       link_906   0.000000000000e+00
    RHS       link_907   0.000000000000e+00
    RHS       link_908   0.000000000000e+00
    RHS       link_909   0.000000000000e+00
    RHS       link_910   0.000000000000e+00
    RHS       link_911   0.000000000000e+00
    RHS       link_912   0.000000000000e+00
    RHS       link_913   0.000000000000e+00
    RHS       link_914   0.000000000000e+00
    RHS       link_915   0.000000000000e+00
    RHS       link_916   0.000000000000e+00
    RHS       link_917   0.000000000000e+00
    RHS       link_918   0.000000000000e+00
    RHS       link_919   0.000000000000e+00
    RHS       link_920   0.000000000000e+00
    RHS       link_921   0.000000000000e+00
    RHS       link_922   0.000000000000e+00
    RHS       link_923   0.000000000000e+00
    RHS       link_924   0.000000000000e+00
    RHS       link_925   0.000000000000e+00
    RHS       link_926   0.000000000000e+00
    RHS       link_927   0.000000000000e+00
    RHS       link_928   0.000000000000e+00
    RHS       link_929   0.000000000000e+00
    RHS       link_930   0.000000000000e+00
    RHS       link_931   0.000000000000e+00
    RHS       link_932   0.000000000000e+00
    RHS       link_933   0.000000000000e+00
    RHS       link_934   0.000000000000e+00
    RHS       link_935   0.000000000000e+00
    RHS       link_936   0.000000000000e+00
    RHS       link_937   0.000000000000e+00
    RHS       link_938   0.000000000000e+00
    RHS       link_939   0.000000000000e+00
    RHS       link_940   0.000000000000e+00
    RHS       link_941   0.000000000000e+00
    RHS       link_942   0.000000000000e+00
    RHS       link_943   0.000000000000e+00
    RHS       link_944   0.000000000000e+00
    RHS       link_945   0.000000000000e+00
    RHS       link_946   0.000000000000e+00
    RHS       link_947   0.000000000000e+00
    RHS       link_948   0.000000000000e+00
    RHS       link_949   0.000000000000e+00
    RHS       link_950   0.000000000000e+00
    RHS       link_951   0.000000000000e+00
    RHS       link_952   0.000000000000e+00
    RHS       link_953   0.000000000000e+00
    RHS       link_954   0.000000000000e+00
    RHS       link_955   0.000000000000e+00
    RHS       link_956   0.000000000000e+00
    RHS       link_957   0.000000000000e+00
    RHS       link_958   0.000000000000e+00
    RHS       link_959   0.000000000000e+00
    RHS       kv_0       2.031250619477e+03
    RHS       load_0     1.667297171470e+04
    RHS       kv_1       2.029746742968e+03
    RHS       load_1     1.362597279041e+04
    RHS       kv_2       1.594293376715e+03
    RHS       load_2     1.501555315854e+04
    RHS       kv_3       1.582582894115e+03
    RHS       load_3     1.929083524629e+04
    RHS       kv_4       1.266231937945e+03
    RHS       load_4     1.698600768659e+04
    RHS       kv_5       1.689467945910e+03
    RHS       load_5     1.867598988814e+04
    RHS       kv_6       1.896935762989e+03
    RHS       load_6     1.516390160049e+04
    RHS       kv_7       1.619303238038e+03
    RHS       load_7     1.494397714775e+04
    RHS       blind      1.840591189171e+05
BOUNDS
 BV BND       a_0     
 BV BND       a_1     
 BV BND       a_10    
 BV BND       a_100   
 BV BND       a_101   
 BV BND       a_102   
 BV BND       a_103   
 BV BND       a_104   
 BV BND       a_105   
 BV BND       a_106   
 BV BND       a_107   
 BV BND       a_108   
 BV BND       a_109   
 BV BND       a_11    
 BV BND       a_110   
 BV BND       a_111   
 BV BND       a_112   
 BV BND       a_113   
 BV BND       a_114   
 BV BND       a_115   
 BV BND       a_116   
 BV BND       a_117   
 BV BND       a_118   
 BV BND       a_119   
 BV BND       a_12    
 BV BND       a_13    
 BV BND       a_14    
 BV BND       a_15    
 BV BND       a_16    
 BV BND       a_17    
 BV BND       a_18    
 BV BND       a_19    
 BV BND       a_2     
 BV BND       a_20    
 BV BND       a_21    
 BV BND       a_22    
 BV BND       a_23    
 BV BND       a_24    
 BV BND       a_25    
 BV BND       a_26    
 BV BND       a_27    
 BV BND       a_28    
 BV BND       a_29    
 BV BND       a_3     
 BV BND       a_30    
 BV BND       a_31    
 BV BND       a_32    
 BV BND       a_33    
 BV BND       a_34    
 BV BND       a_35    
 BV BND       a_36    
 BV BND       a_37    
 BV BND       a_38    
 BV BND       a_39    
 BV BND       a_4     
 BV BND       a_40    
 BV BND       a_41    
 BV BND       a_42    
 BV BND       a_43    
 BV BND       a_44    
 BV BND       a_45    
 BV BND       a_46    
 BV BND       a_47    
 BV BND       a_48    
 BV BND       a_49    
 BV BND       a_5     
 BV BND       a_50    
 BV BND       a_51    
 BV BND       a_52    
 BV BND       a_53    
 BV BND       a_54    
 BV BND       a_55    
 BV BND       a_56    
 BV BND       a_57    
 BV BND       a_58    
 BV BND       a_59    
 BV BND       a_6     
 BV BND       a_60    
 BV BND       a_61    
 BV BND       a_62    
 BV BND       a_63    
 BV BND       a_64    
 BV BND       a_65    
 BV BND       a_66    
 BV BND       a_67    
 BV BND       a_68    
 BV BND       a_69    
 BV BND       a_7     
 BV BND       a_70    
 BV BND       a_71    
 BV BND       a_72    
 BV BND       a_73    
 BV BND       a_74    
 BV BND       a_75    
 BV BND       a_76    
 BV BND       a_77    
 BV BND       a_78    
 BV BND       a_79    
 BV BND       a_8     
 BV BND       a_80    
 BV BND       a_81    
 BV BND       a_82    
 BV BND       a_83    
 BV BND       a_84    
 BV BND       a_85    
 BV BND       a_86    
 BV BND       a_87    
 BV BND       a_88    
 BV BND       a_89    
 BV BND       a_9     
 BV BND       a_90    
 BV BND       a_91    
 BV BND       a_92    
 BV BND       a_93    
 BV BND       a_94    
 BV BND       a_95    
 BV BND       a_96    
 BV BND       a_97    
 BV BND       a_98    
 BV BND       a_99    
 UP BND       x_0_0      1.000000000000e+00
 UP BND       x_0_1      1.000000000000e+00
 UP BND       x_0_2      1.000000000000e+00
 UP BND       x_0_3      1.000000000000e+00
 UP BND       x_0_4      1.000000000000e+00
 UP BND       x_0_5      1.000000000000e+00
 UP BND       x_0_6      1.000000000000e+00
 UP BND       x_0_7      1.000000000000e+00
 UP BND       x_100_0    1.000000000000e+00
 UP BND       x_100_1    1.000000000000e+00
 UP BND       x_100_2    1.000000000000e+00
 UP BND       x_100_3    1.000000000000e+00
 UP BND       x_100_4    1.000000000000e+00
 UP BND       x_100_5    1.000000000000e+00
 UP BND       x_100_6    1.000000000000e+00
 UP BND       x_100_7    1.000000000000e+00
 UP BND       x_101_0    1.000000000000e+00
 UP BND       x_101_1    1.000000000000e+00
 UP BND       x_101_2    1.000000000000e+00
 UP BND       x_101_3    1.000000000000e+00
 UP BND       x_101_4    1.000000000000e+00
 UP BND       x_101_5    1.000000000000e+00
 UP BND       x_101_6    1.000000000000e+00
 UP BND       x_101_7    1.000000000000e+00
 UP BND       x_102_0    1.000000000000e+00
 UP BND       x_102_1    1.000000000000e+00
 UP BND       x_102_2    1.000000000000e+00
 UP BND       x_102_3    1.000000000000e+00
 UP BND       x_102_4    1.000000000000e+00
 UP BND       x_102_5    1.000000000000e+00
 UP BND       x_102_6    1.000000000000e+00
 UP BND       x_102_7    1.000000000000e+00
 UP BND       x_103_0    1.000000000000e+00
 UP BND       x_103_1    1.000000000000e+00
 UP BND       x_103_2    1.000000000000e+00
 UP BND       x_103_3    1.000000000000e+00
 UP BND       x_103_4    1.000000000000e+00
 UP BND       x_103_5    1.000000000000e+00
 UP BND       x_103_6    1.000000000000e+00
 UP BND       x_103_7    1.000000000000e+00
 UP BND       x_104_0    1.000000000000e+00
 UP BND       x_104_1    1.000000000000e+00
 UP BND       x_104_2    1.000000000000e+00
 UP BND       x_104_3    1.000000000000e+00
 UP BND       x_104_4    1.000000000000e+00
 UP BND       x_104_5    1.000000000000e+00
 UP BND       x_104_6    1.000000000000e+00
 UP BND       x_104_7    1.000000000000e+00
 UP BND       x_105_0    1.000000000000e+00
 UP BND       x_105_1    1.000000000000e+00
 UP BND       x_105_2    1.000000000000e+00
 UP BND       x_105_3    1.000000000000e+00
 UP BND       x_105_4    1.000000000000e+00
 UP BND       x_105_5    1.000000000000e+00
 UP BND       x_105_6    1.000000000000e+00
 UP BND       x_105_7    1.000000000000e+00
 UP BND       x_106_0    1.000000000000e+00
 UP BND       x_106_1    1.000000000000e+00
 UP BND       x_106_2    1.000000000000e+00
 UP BND       x_106_3    1.000000000000e+00
 UP BND       x_106_4    1.000000000000e+00
 UP BND       x_106_5    1.000000000000e+00
 UP BND       x_106_6    1.000000000000e+00
 UP BND       x_106_7    1.000000000000e+00
 UP BND       x_107_0    1.000000000000e+00
 UP BND       x_107_1    1.000000000000e+00
 UP BND       x_107_2    1.000000000000e+00
 UP BND       x_107_3    1.000000000000e+00
 UP BND       x_107_4    1.000000000000e+00
 UP BND       x_107_5    1.000000000000e+00
 UP BND       x_107_6    1.000000000000e+00
 UP BND       x_107_7    1.000000000000e+00
 UP BND       x_108_0    1.000000000000e+00
 UP BND       x_108_1    1.000000000000e+00
 UP BND       x_108_2    1.000000000000e+00
 UP BND       x_108_3    1.000000000000e+00
 UP BND       x_108_4    1.000000000000e+00
 UP BND       x_108_5    1.000000000000e+00
 UP BND       x_108_6    1.000000000000e+00
 UP BND       x_108_7    1.000000000000e+00
 UP BND       x_109_0    1.000000000000e+00
 UP BND       x_109_1    1.000000000000e+00
 UP BND       x_109_2    1.000000000000e+00
 UP BND       x_109_3    1.000000000000e+00
 UP BND       x_109_4    1.000000000000e+00
 UP BND       x_109_5    1.000000000000e+00
 UP BND       x_109_6    1.000000000000e+00
 UP BND       x_109_7    1.000000000000e+00
 UP BND       x_10_0     1.000000000000e+00
 UP BND       x_10_1     1.000000000000e+00
 UP BND       x_10_2     1.000000000000e+00
 UP BND       x_10_3     1.000000000000e+00
 UP BND       x_10_4     1.000000000000e+00
 UP BND       x_10_5     1.000000000000e+00
 UP BND       x_10_6     1.000000000000e+00
 UP BND       x_10_7     1.000000000000e+00
 UP BND       x_110_0    1.000000000000e+00
 UP BND       x_110_1    1.000000000000e+00
 UP BND       x_110_2    1.000000000000e+00
 UP BND       x_110_3    1.000000000000e+00
 UP BND       x_110_4    1.000000000000e+00
 UP BND       x_110_5    1.000000000000e+00
 UP BND       x_110_6    1.000000000000e+00
 UP BND       x_110_7    1.000000000000e+00
 UP BND       x_111_0    1.000000000000e+00
 UP BND       x_111_1    1.000000000000e+00
 UP BND       x_111_2    1.000000000000e+00
 UP BND       x_111_3    1.000000000000e+00
 UP BND       x_111_4    1.000000000000e+00
 UP BND       x_111_5    1.000000000000e+00
 UP BND       x_111_6    1.000000000000e+00
 UP BND       x_111_7    1.000000000000e+00
 UP BND       x_112_0    1.000000000000e+00
 UP BND       x_112_1    1.000000000000e+00
 UP BND       x_112_2    1.000000000000e+00
 UP BND       x_112_3    1.000000000000e+00
 UP BND       x_112_4    1.000000000000e+00
 UP BND       x_112_5    1.000000000000e+00
 UP BND       x_112_6    1.000000000000e+00
 UP BND       x_112_7    1.000000000000e+00
 UP BND       x_113_0    1.000000000000e+00
 UP BND       x_113_1    1.000000000000e+00
 UP BND       x_113_2    1.000000000000e+00
 UP BND       x_113_3    1.000000000000e+00
 UP BND       x_113_4    1.000000000000e+00
 UP BND       x_113_5    1.000000000000e+00
 UP BND       x_113_6    1.000000000000e+00
 UP BND       x_113_7    1.000000000000e+00
 UP BND       x_114_0    1.000000000000e+00
 UP BND       x_114_1    1.000000000000e+00
 UP BND       x_114_2    1.000000000000e+00
 UP BND       x_114_3    1.000000000000e+00
 UP BND       x_114_4    1.000000000000e+00
 UP BND       x_114_5    1.000000000000e+00
 UP BND       x_114_6    1.000000000000e+00
 UP BND       x_114_7    1.000000000000e+00
 UP BND       x_115_0    1.000000000000e+00
 UP BND       x_115_1    1.000000000000e+00
 UP BND       x_115_2    1.000000000000e+00
 UP BND       x_115_3    1.000000000000e+00
 UP BND       x_115_4    1.000000000000e+00
 UP BND       x_115_5    1.000000000000e+00
 UP BND       x_115_6    1.000000000000e+00
 UP BND       x_115_7    1.000000000000e+00
 UP BND       x_116_0    1.000000000000e+00
 UP BND       x_116_1    1.000000000000e+00
 UP BND       x_116_2    1.000000000000e+00
 UP BND       x_116_3    1.000000000000e+00
 UP BND       x_116_4    1.000000000000e+00
 UP BND       x_116_5    1.000000000000e+00
 UP BND       x_116_6    1.000000000000e+00
 UP BND       x_116_7    1.000000000000e+00
 UP BND       x_117_0    1.000000000000e+00
 UP BND       x_117_1    1.000000000000e+00
 UP BND       x_117_2    1.000000000000e+00
 UP BND       x_117_3    1.000000000000e+00
 UP BND       x_117_4    1.000000000000e+00
 UP BND       x_117_5    1.000000000000e+00
 UP BND       x_117_6    1.000000000000e+00
 UP BND       x_117_7    1.000000000000e+00
 UP BND       x_118_0    1.000000000000e+00
 UP BND       x_118_1    1.000000000000e+00
 UP BND       x_118_2    1.000000000000e+00
 UP BND       x_118_3    1.000000000000e+00
 UP BND       x_118_4    1.000000000000e+00
 UP BND       x_118_5    1.000000000000e+00
 UP BND       x_118_6    1.000000000000e+00
 UP BND       x_118_7    1.000000000000e+00
 UP BND       x_119_0    1.000000000000e+00
 UP BND       x_119_1    1.000000000000e+00
 UP BND       x_119_2    1.000000000000e+00
 UP BND       x_119_3    1.000000000000e+00
 UP BND       x_119_4    1.000000000000e+00
 UP BND       x_119_5    1.000000000000e+00
 UP BND       x_119_6    1.000000000000e+00
 UP BND       x_119_7    1.000000000000e+00
 UP BND       x_11_0     1.000000000000e+00
 UP BND       x_11_1     1.000000000000e+00
 UP BND       x_11_2     1.000000000000e+00
 UP BND       x_11_3     1.000000000000e+00
 UP BND       x_11_4     1.000000000000e+00
 UP BND       x_11_5     1.000000000000e+00
 UP BND       x_11_6     1.000000000000e+00
 UP BND       x_11_7     1.000000000000e+00
 UP BND       x_12_0     1.000000000000e+00
 UP BND       x_12_1     1.000000000000e+00
 UP BND       x_12_2     1.000000000000e+00
 UP BND       x_12_3     1.000000000000e+00
 UP BND       x_12_4     1.000000000000e+00
 UP BND       x_12_5     1.000000000000e+00
 UP BND       x_12_6     1.000000000000e+00
 UP BND       x_12_7     1.000000000000e+00
 UP BND       x_13_0     1.000000000000e+00
 UP BND       x_13_1     1.000000000000e+00
 UP BND       x_13_2     1.000000000000e+00
 UP BND       x_13_3     1.000000000000e+00
 UP BND       x_13_4     1.000000000000e+00
 UP BND       x_13_5     1.000000000000e+00
 UP BND       x_13_6     1.000000000000e+00
 UP BND       x_13_7     1.000000000000e+00
 UP BND       x_14_0     1.000000000000e+00
 UP BND       x_14_1     1.000000000000e+00
 UP BND       x_14_2     1.000000000000e+00
 UP BND       x_14_3     1.000000000000e+00
 UP BND       x_14_4     1.000000000000e+00
 UP BND       x_14_5     1.000000000000e+00
 UP BND       x_14_6     1.000000000000e+00
 UP BND       x_14_7     1.000000000000e+00
 UP BND       x_15_0     1.000000000000e+00
 UP BND       x_15_1     1.000000000000e+00
 UP BND       x_15_2     1.000000000000e+00
 UP BND       x_15_3     1.000000000000e+00
 UP BND       x_15_4     1.000000000000e+00
 UP BND       x_15_5     1.000000000000e+00
 UP BND       x_15_6     1.000000000000e+00
 UP BND       x_15_7     1.000000000000e+00
 UP BND       x_16_0     1.000000000000e+00
 UP BND       x_16_1     1.000000000000e+00
 UP BND       x_16_2     1.000000000000e+00
 UP BND       x_16_3     1.000000000000e+00
 UP BND       x_16_4     1.000000000000e+00
 UP BND       x_16_5     1.000000000000e+00
 UP BND       x_16_6     1.000000000000e+00
 UP BND       x_16_7     1.000000000000e+00
 UP BND       x_17_0     1.000000000000e+00
 UP BND       x_17_1     1.000000000000e+00
 UP BND       x_17_2     1.000000000000e+00
 UP BND       x_17_3     1.000000000000e+00
 UP BND       x_17_4     1.000000000000e+00
 UP BND       x_17_5     1.000000000000e+00
 UP BND       x_17_6     1.000000000000e+00
 UP BND       x_17_7     1.000000000000e+00
 UP BND       x_18_0     1.000000000000e+00
 UP BND       x_18_1     1.000000000000e+00
 UP BND       x_18_2     1.000000000000e+00
 UP BND       x_18_3     1.000000000000e+00
 UP BND       x_18_4     1.000000000000e+00
 UP BND       x_18_5     1.000000000000e+00
 UP BND       x_18_6     1.000000000000e+00
 UP BND       x_18_7     1.000000000000e+00
 UP BND       x_19_0     1.000000000000e+00
 UP BND       x_19_1     1.000000000000e+00
 UP BND       x_19_2     1.000000000000e+00
 UP BND       x_19_3     1.000000000000e+00
 UP BND       x_19_4     1.000000000000e+00
 UP BND       x_19_5     1.000000000000e+00
 UP BND       x_19_6     1.000000000000e+00
 UP BND       x_19_7     1.000000000000e+00
 UP BND       x_1_0      1.000000000000e+00
 UP BND       x_1_1      1.000000000000e+00
 UP BND       x_1_2      1.000000000000e+00
 UP BND       x_1_3      1.000000000000e+00
 UP BND       x_1_4      1.000000000000e+00
 UP BND       x_1_5      1.000000000000e+00
 UP BND       x_1_6      1.000000000000e+00
 UP BND       x_1_7      1.000000000000e+00
 UP BND       x_20_0     1.000000000000e+00
 UP BND       x_20_1     1.000000000000e+00
 UP BND       x_20_2     1.000000000000e+00
 UP BND       x_20_3     1.000000000000e+00
 UP BND       x_20_4     1.000000000000e+00
 UP BND       x_20_5     1.000000000000e+00
 UP BND       x_20_6     1.000000000000e+00
 UP BND       x_20_7     1.000000000000e+00
 UP BND       x_21_0     1.000000000000e+00
 UP BND       x_21_1     1.000000000000e+00
 UP BND       x_21_2     1.000000000000e+00
 UP BND       x_21_3     1.000000000000e+00
 UP BND       x_21_4     1.000000000000e+00
 UP BND       x_21_5     1.000000000000e+00
 UP BND       x_21_6     1.000000000000e+00
 UP BND       x_21_7     1.000000000000e+00
 UP BND       x_22_0     1.000000000000e+00
 UP BND       x_22_1     1.000000000000e+00
 UP BND       x_22_2     1.000000000000e+00
 UP BND       x_22_3     1.000000000000e+00
 UP BND       x_22_4     1.000000000000e+00
 UP BND       x_22_5     1.000000000000e+00
 UP BND       x_22_6     1.000000000000e+00
 UP BND       x_22_7     1.000000000000e+00
 UP BND       x_23_0     1.000000000000e+00
 UP BND       x_23_1     1.000000000000e+00
 UP BND       x_23_2     1.000000000000e+00
 UP BND       x_23_3     1.000000000000e+00
 UP BND       x_23_4     1.000000000000e+00
 UP BND       x_23_5     1.000000000000e+00
 UP BND       x_23_6     1.000000000000e+00
 UP BND       x_23_7     1.000000000000e+00
 UP BND       x_24_0     1.000000000000e+00
 UP BND       x_24_1     1.000000000000e+00
 UP BND       x_24_2     1.000000000000e+00
 UP BND       x_24_3     1.000000000000e+00
 UP BND       x_24_4     1.000000000000e+00
 UP BND       x_24_5     1.000000000000e+00
 UP BND       x_24_6     1.000000000000e+00
 UP BND       x_24_7     1.000000000000e+00
 UP BND       x_25_0     1.000000000000e+00
 UP BND       x_25_1     1.000000000000e+00
 UP BND       x_25_2     1.000000000000e+00
 UP BND       x_25_3     1.000000000000e+00
 UP BND       x_25_4     1.000000000000e+00
 UP BND       x_25_5     1.000000000000e+00
 UP BND       x_25_6     1.000000000000e+00
 UP BND       x_25_7     1.000000000000e+00
 UP BND       x_26_0     1.000000000000e+00
 UP BND       x_26_1     1.000000000000e+00
 UP BND       x_26_2     1.000000000000e+00
 UP BND       x_26_3     1.000000000000e+00
 UP BND       x_26_4     1.000000000000e+00
 UP BND       x_26_5     1.000000000000e+00
 UP BND       x_26_6     1.000000000000e+00
 UP BND       x_26_7     1.000000000000e+00
 UP BND       x_27_0     1.000000000000e+00
 UP BND       x_27_1     1.000000000000e+00
 UP BND       x_27_2     1.000000000000e+00
 UP BND       x_27_3     1.000000000000e+00
 UP BND       x_27_4     1.000000000000e+00
 UP BND       x_27_5     1.000000000000e+00
 UP BND       x_27_6     1.000000000000e+00
 UP BND       x_27_7     1.000000000000e+00
 UP BND       x_28_0     1.000000000000e+00
 UP BND       x_28_1     1.000000000000e+00
 UP BND       x_28_2     1.000000000000e+00
 UP BND       x_28_3     1.000000000000e+00
 UP BND       x_28_4     1.000000000000e+00
 UP BND       x_28_5     1.000000000000e+00
 UP BND       x_28_6     1.000000000000e+00
 UP BND       x_28_7     1.000000000000e+00
 UP BND       x_29_0     1.000000000000e+00
 UP BND       x_29_1     1.000000000000e+00
 UP BND       x_29_2     1.000000000000e+00
 UP BND       x_29_3     1.000000000000e+00
 UP BND       x_29_4     1.000000000000e+00
 UP BND       x_29_5     1.000000000000e+00
 UP BND       x_29_6     1.000000000000e+00
 UP BND       x_29_7     1.000000000000e+00
 UP BND       x_2_0      1.000000000000e+00
 UP BND       x_2_1      1.000000000000e+00
 UP BND       x_2_2      1.000000000000e+00
 UP BND       x_2_3      1.000000000000e+00
 UP BND       x_2_4      1.000000000000e+00
 UP BND       x_2_5      1.000000000000e+00
 UP BND       x_2_6      1.000000000000e+00
 UP BND       x_2_7      1.000000000000e+00
 UP BND       x_30_0     1.000000000000e+00
 UP BND       x_30_1     1.000000000000e+00
 UP BND       x_30_2     1.000000000000e+00
 UP BND       x_30_3     1.000000000000e+00
 UP BND       x_30_4     1.000000000000e+00
 UP BND       x_30_5     1.000000000000e+00
 UP BND       x_30_6     1.000000000000e+00
 UP BND       x_30_7     1.000000000000e+00
 UP BND       x_31_0     1.000000000000e+00
 UP BND       x_31_1     1.000000000000e+00
 UP BND       x_31_2     1.000000000000e+00
 UP BND       x_31_3     1.000000000000e+00
 UP BND       x_31_4     1.000000000000e+00
 UP BND       x_31_5     1.000000000000e+00
 UP BND       x_31_6     1.000000000000e+00
 UP BND       x_31_7     1.000000000000e+00
 UP BND       x_32_0     1.000000000000e+00
 UP BND       x_32_1     1.000000000000e+00
 UP BND       x_32_2     1.000000000000e+00
 UP BND       x_32_3     1.000000000000e+00
 UP BND       x_32_4     1.000000000000e+00
 UP BND       x_32_5     1.000000000000e+00
 UP BND       x_32_6     1.000000000000e+00
 UP BND       x_32_7     1.000000000000e+00
 UP BND       x_33_0     1.000000000000e+00
 UP BND       x_33_1     1.000000000000e+00
 UP BND       x_33_2     1.000000000000e+00
 UP BND       x_33_3     1.000000000000e+00
 UP BND       x_33_4     1.000000000000e+00
 UP BND       x_33_5     1.000000000000e+00
 UP BND       x_33_6     1.000000000000e+00
 UP BND       x_33_7     1.000000000000e+00
 UP BND       x_34_0     1.000000000000e+00
 UP BND       x_34_1     1.000000000000e+00
 UP BND       x_34_2     1.000000000000e+00
 UP BND       x_34_3     1.000000000000e+00
 UP BND       x_34_4     1.000000000000e+00
 UP BND       x_34_5     1.000000000000e+00
 UP BND       x_34_6     1.000000000000e+00
 UP BND       x_34_7     1.000000000000e+00
 UP BND       x_35_0     1.000000000000e+00
 UP BND       x_35_1     1.000000000000e+00
 UP BND       x_35_2     1.000000000000e+00
 UP BND       x_35_3     1.000000000000e+00
 UP BND       x_35_4     1.000000000000e+00
 UP BND       x_35_5     1.000000000000e+00
 UP BND       x_35_6     1.000000000000e+00
 UP BND       x_35_7     1.000000000000e+00
 UP BND       x_36_0     1.000000000000e+00
 UP BND       x_36_1     1.000000000000e+00
 UP BND       x_36_2     1.000000000000e+00
 UP BND       x_36_3     1.000000000000e+00
 UP BND       x_36_4     1.000000000000e+00
 UP BND       x_36_5     1.000000000000e+00
 UP BND       x_36_6     1.000000000000e+00
 UP BND       x_36_7     1.000000000000e+00
 UP BND       x_37_0     1.000000000000e+00
 UP BND       x_37_1     1.000000000000e+00
 UP BND       x_37_2     1.000000000000e+00
 UP BND       x_37_3     1.000000000000e+00
 UP BND       x_37_4     1.000000000000e+00
 UP BND       x_37_5     1.000000000000e+00
 UP BND       x_37_6     1.000000000000e+00
 UP BND       x_37_7     1.000000000000e+00
 UP BND       x_38_0     1.000000000000e+00
 UP BND       x_38_1     1.000000000000e+00
 UP BND       x_38_2     1.000000000000e+00
 UP BND       x_38_3     1.000000000000e+00
 UP BND       x_38_4     1.000000000000e+00
 UP BND       x_38_5     1.000000000000e+00
 UP BND       x_38_6     1.000000000000e+00
 UP BND       x_38_7     1.000000000000e+00
 UP BND       x_39_0     1.000000000000e+00
 UP BND       x_39_1     1.000000000000e+00
 UP BND       x_39_2     1.000000000000e+00
 UP BND       x_39_3     1.000000000000e+00
 UP BND       x_39_4     1.000000000000e+00
 UP BND       x_39_5     1.000000000000e+00
 UP BND       x_39_6     1.000000000000e+00
 UP BND       x_39_7     1.000000000000e+00
 UP BND       x_3_0      1.000000000000e+00
 UP BND       x_3_1      1.000000000000e+00
 UP BND       x_3_2      1.000000000000e+00
 UP BND       x_3_3      1.000000000000e+00
 UP BND       x_3_4      1.000000000000e+00
 UP BND       x_3_5      1.000000000000e+00
 UP BND       x_3_6      1.000000000000e+00
 UP BND       x_3_7      1.000000000000e+00
 UP BND       x_40_0     1.000000000000e+00
 UP BND       x_40_1     1.000000000000e+00
 UP BND       x_40_2     1.000000000000e+00
 UP BND       x_40_3     1.000000000000e+00
 UP BND       x_40_4     1.000000000000e+00
 UP BND       x_40_5     1.000000000000e+00
 UP BND       x_40_6     1.000000000000e+00
 UP BND       x_40_7     1.000000000000e+00
 UP BND       x_41_0     1.000000000000e+00
 UP BND       x_41_1     1.000000000000e+00
 UP BND       x_41_2     1.000000000000e+00
 UP BND       x_41_3     1.000000000000e+00
 UP BND       x_41_4     1.000000000000e+00
 UP BND       x_41_5     1.000000000000e+00
 UP BND       x_41_6     1.000000000000e+00
 UP BND       x_41_7     1.000000000000e+00
 UP BND       x_42_0     1.000000000000e+00
 UP BND       x_42_1     1.000000000000e+00
 UP BND       x_42_2     1.000000000000e+00
 UP BND       x_42_3     1.000000000000e+00
 UP BND       x_42_4     1.000000000000e+00
 UP BND       x_42_5     1.000000000000e+00
 UP BND       x_42_6     1.000000000000e+00
 UP BND       x_42_7     1.000000000000e+00
 UP BND       x_43_0     1.000000000000e+00
 UP BND       x_43_1     1.000000000000e+00
 UP BND       x_43_2     1.000000000000e+00
 UP BND       x_43_3     1.000000000000e+00
 UP BND       x_43_4     1.000000000000e+00
 UP BND       x_43_5     1.000000000000e+00
 UP BND       x_43_6     1.000000000000e+00
 UP BND       x_43_7     1.000000000000e+00
 UP BND       x_44_0     1.000000000000e+00
 UP BND       x_44_1     1.000000000000e+00
 UP BND       x_44_2     1.000000000000e+00
 UP BND       x_44_3     1.000000000000e+00
 UP BND       x_44_4     1.000000000000e+00
 UP BND       x_44_5     1.000000000000e+00
 UP BND       x_44_6     1.000000000000e+00
 UP BND       x_44_7     1.000000000000e+00
 UP BND       x_45_0     1.000000000000e+00
 UP BND       x_45_1     1.000000000000e+00
 UP BND       x_45_2     1.000000000000e+00
 UP BND       x_45_3     1.000000000000e+00
 UP BND       x_45_4     1.000000000000e+00
 UP BND       x_45_5     1.000000000000e+00
 UP BND       x_45_6     1.000000000000e+00
 UP BND       x_45_7     1.000000000000e+00
 UP BND       x_46_0     1.000000000000e+00
 UP BND       x_46_1     1.000000000000e+00
 UP BND       x_46_2     1.000000000000e+00
 UP BND       x_46_3     1.000000000000e+00
 UP BND       x_46_4     1.000000000000e+00
 UP BND       x_46_5     1.000000000000e+00
 UP BND       x_46_6     1.000000000000e+00
 UP BND       x_46_7     1.000000000000e+00
 UP BND       x_47_0     1.000000000000e+00
 UP BND       x_47_1     1.000000000000e+00
 UP BND       x_47_2     1.000000000000e+00
 UP BND       x_47_3     1.000000000000e+00
 UP BND       x_47_4     1.000000000000e+00
 UP BND       x_47_5     1.000000000000e+00
 UP BND       x_47_6     1.000000000000e+00
 UP BND       x_47_7     1.000000000000e+00
 UP BND       x_48_0     1.000000000000e+00
 UP BND       x_48_1     1.000000000000e+00
 UP BND       x_48_2     1.000000000000e+00
 UP BND       x_48_3     1.000000000000e+00
 UP BND       x_48_4     1.000000000000e+00
 UP BND       x_48_5     1.000000000000e+00
 UP BND       x_48_6     1.000000000000e+00
 UP BND       x_48_7     1.000000000000e+00
 UP BND       x_49_0     1.000000000000e+00
 UP BND       x_49_1     1.000000000000e+00
 UP BND       x_49_2     1.000000000000e+00
 UP BND       x_49_3     1.000000000000e+00
 UP BND       x_49_4     1.000000000000e+00
 UP BND       x_49_5     1.000000000000e+00
 UP BND       x_49_6     1.000000000000e+00
 UP BND       x_49_7     1.000000000000e+00
 UP BND       x_4_0      1.000000000000e+00
 UP BND       x_4_1      1.000000000000e+00
 UP BND       x_4_2      1.000000000000e+00
 UP BND       x_4_3      1.000000000000e+00
 UP BND       x_4_4      1.000000000000e+00
 UP BND       x_4_5      1.000000000000e+00
 UP BND       x_4_6      1.000000000000e+00
 UP BND       x_4_7      1.000000000000e+00
 UP BND       x_50_0     1.000000000000e+00
 UP BND       x_50_1     1.000000000000e+00
 UP BND       x_50_2     1.000000000000e+00
 UP BND       x_50_3     1.000000000000e+00
 UP BND       x_50_4     1.000000000000e+00
 UP BND       x_50_5     1.000000000000e+00
 UP BND       x_50_6     1.000000000000e+00
 UP BND       x_50_7     1.000000000000e+00
 UP BND       x_51_0     1.000000000000e+00
 UP BND       x_51_1     1.000000000000e+00
 UP BND       x_51_2     1.000000000000e+00
 UP BND       x_51_3     1.000000000000e+00
 UP BND       x_51_4     1.000000000000e+00
 UP BND       x_51_5     1.000000000000e+00
 UP BND       x_51_6     1.000000000000e+00
 UP BND       x_51_7     1.000000000000e+00
 UP BND       x_52_0     1.000000000000e+00
 UP BND       x_52_1     1.000000000000e+00
 UP BND       x_52_2     1.000000000000e+00
 UP BND       x_52_3     1.000000000000e+00
 UP BND       x_52_4     1.000000000000e+00
 UP BND       x_52_5     1.000000000000e+00
 UP BND       x_52_6     1.000000000000e+00
 UP BND       x_52_7     1.000000000000e+00
 UP BND       x_53_0     1.000000000000e+00
 UP BND       x_53_1     1.000000000000e+00
 UP BND       x_53_2     1.000000000000e+00
 UP BND       x_53_3     1.000000000000e+00
 UP BND       x_53_4     1.000000000000e+00
 UP BND       x_53_5     1.000000000000e+00
 UP BND       x_53_6     1.000000000000e+00
 UP BND       x_53_7     1.000000000000e+00
 UP BND       x_54_0     1.000000000000e+00
 UP BND       x_54_1     1.000000000000e+00
 UP BND       x_54_2     1.000000000000e+00
 UP BND       x_54_3     1.000000000000e+00
 UP BND       x_54_4     1.000000000000e+00
 UP BND       x_54_5     1.000000000000e+00
 UP BND       x_54_6     1.000000000000e+00
 UP BND       x_54_7     1.000000000000e+00
 UP BND       x_55_0     1.000000000000e+00
 UP BND       x_55_1     1.000000000000e+00
 UP BND       x_55_2     1.000000000000e+00
 UP BND       x_55_3     1.000000000000e+00
 UP BND       x_55_4     1.000000000000e+00
 UP BND       x_55_5     1.000000000000e+00
 UP BND       x_55_6     1.000000000000e+00
 UP BND       x_55_7     1.000000000000e+00
 UP BND       x_56_0     1.000000000000e+00
 UP BND       x_56_1     1.000000000000e+00
 UP BND       x_56_2     1.000000000000e+00
 UP BND       x_56_3     1.000000000000e+00
 UP BND       x_56_4     1.000000000000e+00
 UP BND       x_56_5     1.000000000000e+00
 UP BND       x_56_6     1.000000000000e+00
 UP BND       x_56_7     1.000000000000e+00
 UP BND       x_57_0     1.000000000000e+00
 UP BND       x_57_1     1.000000000000e+00
 UP BND       x_57_2     1.000000000000e+00
 UP BND       x_57_3     1.000000000000e+00
 UP BND       x_57_4     1.000000000000e+00
 UP BND       x_57_5     1.000000000000e+00
 UP BND       x_57_6     1.000000000000e+00
 UP BND       x_57_7     1.000000000000e+00
 UP BND       x_58_0     1.000000000000e+00
 UP BND       x_58_1     1.000000000000e+00
 UP BND       x_58_2     1.000000000000e+00
 UP BND       x_58_3     1.000000000000e+00
 UP BND       x_58_4     1.000000000000e+00
 UP BND       x_58_5     1.000000000000e+00
 UP BND       x_58_6     1.000000000000e+00
 UP BND       x_58_7     1.000000000000e+00
 UP BND       x_59_0     1.000000000000e+00
 UP BND       x_59_1     1.000000000000e+00
 UP BND       x_59_2     1.000000000000e+00
 UP BND       x_59_3     1.000000000000e+00
 UP BND       x_59_4     1.000000000000e+00
 UP BND       x_59_5     1.000000000000e+00
 UP BND       x_59_6     1.000000000000e+00
 UP BND       x_59_7     1.000000000000e+00
 UP BND       x_5_0      1.000000000000e+00
 UP BND       x_5_1      1.000000000000e+00
 UP BND       x_5_2      1.000000000000e+00
 UP BND       x_5_3      1.000000000000e+00
 UP BND       x_5_4      1.000000000000e+00
 UP BND       x_5_5      1.000000000000e+00
 UP BND       x_5_6      1.000000000000e+00
 UP BND       x_5_7      1.000000000000e+00
 UP BND       x_60_0     1.000000000000e+00
 UP BND       x_60_1     1.000000000000e+00
 UP BND       x_60_2     1.000000000000e+00
 UP BND       x_60_3     1.000000000000e+00
 UP BND       x_60_4     1.000000000000e+00
 UP BND       x_60_5     1.000000000000e+00
 UP BND       x_60_6     1.000000000000e+00
 UP BND       x_60_7     1.000000000000e+00
 UP BND       x_61_0     1.000000000000e+00
 UP BND       x_61_1     1.000000000000e+00
 UP BND       x_61_2     1.000000000000e+00
 UP BND       x_61_3     1.000000000000e+00
 UP BND       x_61_4     1.000000000000e+00
 UP BND       x_61_5     1.000000000000e+00
 UP BND       x_61_6     1.000000000000e+00
 UP BND       x_61_7     1.000000000000e+00
 UP BND       x_62_0     1.000000000000e+00
 UP BND       x_62_1     1.000000000000e+00
 UP BND       x_62_2     1.000000000000e+00
 UP BND       x_62_3     1.000000000000e+00
 UP BND       x_62_4     1.000000000000e+00
 UP BND       x_62_5     1.000000000000e+00
 UP BND       x_62_6     1.000000000000e+00
 UP BND       x_62_7     1.000000000000e+00
 UP BND       x_63_0     1.000000000000e+00
 UP BND       x_63_1     1.000000000000e+00
 UP BND       x_63_2     1.000000000000e+00
 UP BND       x_63_3     1.000000000000e+00
 UP BND       x_63_4     1.000000000000e+00
 UP BND       x_63_5     1.000000000000e+00
 UP BND       x_63_6     1.000000000000e+00
 UP BND       x_63_7     1.000000000000e+00
 UP BND       x_64_0     1.000000000000e+00
 UP BND       x_64_1     1.000000000000e+00
 UP BND       x_64_2     1.000000000000e+00
 UP BND       x_64_3     1.000000000000e+00
 UP BND       x_64_4     1.000000000000e+00
 UP BND       x_64_5     1.000000000000e+00
 UP BND       x_64_6     1.000000000000e+00
 UP BND       x_64_7     1.000000000000e+00
 UP BND       x_65_0     1.000000000000e+00
 UP BND       x_65_1     1.000000000000e+00
 UP BND       x_65_2     1.000000000000e+00
 UP BND       x_65_3     1.000000000000e+00
 UP BND       x_65_4     1.000000000000e+00
 UP BND       x_65_5     1.000000000000e+00
 UP BND       x_65_6     1.000000000000e+00
 UP BND       x_65_7     1.000000000000e+00
 UP BND       x_66_0     1.000000000000e+00
 UP BND       x_66_1     1.000000000000e+00
 UP BND       x_66_2     1.000000000000e+00
 UP BND       x_66_3     1.000000000000e+00
 UP BND       x_66_4     1.000000000000e+00
 UP BND       x_66_5     1.000000000000e+00
 UP BND       x_66_6     1.000000000000e+00
 UP BND       x_66_7     1.000000000000e+00
 UP BND       x_67_0     1.000000000000e+00
 UP BND       x_67_1     1.000000000000e+00
 UP BND       x_67_2     1.000000000000e+00
 UP BND       x_67_3     1.000000000000e+00
 UP BND       x_67_4     1.000000000000e+00
 UP BND       x_67_5     1.000000000000e+00
 UP BND       x_67_6     1.000000000000e+00
 UP BND       x_67_7     1.000000000000e+00
 UP BND       x_68_0     1.000000000000e+00
 UP BND       x_68_1     1.000000000000e+00
 UP BND       x_68_2     1.000000000000e+00
 UP BND       x_68_3     1.000000000000e+00
 UP BND       x_68_4     1.000000000000e+00
 UP BND       x_68_5     1.000000000000e+00
 UP BND       x_68_6     1.000000000000e+00
 UP BND       x_68_7     1.000000000000e+00
 UP BND       x_69_0     1.000000000000e+00
 UP BND       x_69_1     1.000000000000e+00
 UP BND       x_69_2     1.000000000000e+00
 UP BND       x_69_3     1.000000000000e+00
 UP BND       x_69_4     1.000000000000e+00
 UP BND       x_69_5     1.000000000000e+00
 UP BND       x_69_6     1.000000000000e+00
 UP BND       x_69_7     1.000000000000e+00
 UP BND       x_6_0      1.000000000000e+00
 UP BND       x_6_1      1.000000000000e+00
 UP BND       x_6_2      1.000000000000e+00
 UP BND       x_6_3      1.000000000000e+00
 UP BND       x_6_4      1.000000000000e+00
 UP BND       x_6_5      1.000000000000e+00
 UP BND       x_6_6      1.000000000000e+00
 UP BND       x_6_7      1.000000000000e+00
 UP BND       x_70_0     1.000000000000e+00
 UP BND       x_70_1     1.000000000000e+00
 UP BND       x_70_2     1.000000000000e+00
 UP BND       x_70_3     1.000000000000e+00
 UP BND       x_70_4     1.000000000000e+00
 UP BND       x_70_5     1.000000000000e+00
 UP BND       x_70_6     1.000000000000e+00
 UP BND       x_70_7     1.000000000000e+00
 UP BND       x_71_0     1.000000000000e+00
 UP BND       x_71_1     1.000000000000e+00
 UP BND       x_71_2     1.000000000000e+00
 UP BND       x_71_3     1.000000000000e+00
 UP BND       x_71_4     1.000000000000e+00
 UP BND       x_71_5     1.000000000000e+00
 UP BND       x_71_6     1.000000000000e+00
 UP BND       x_71_7     1.000000000000e+00
 UP BND       x_72_0     1.000000000000e+00
 UP BND       x_72_1     1.000000000000e+00
 UP BND       x_72_2     1.000000000000e+00
 UP BND       x_72_3     1.000000000000e+00
 UP BND       x_72_4     1.000000000000e+00
 UP BND       x_72_5     1.000000000000e+00
 UP BND       x_72_6     1.000000000000e+00
 UP BND       x_72_7     1.000000000000e+00
 UP BND       x_73_0     1.000000000000e+00
 UP BND       x_73_1     1.000000000000e+00
 UP BND       x_73_2     1.000000000000e+00
 UP BND       x_73_3     1.000000000000e+00
 UP BND       x_73_4     1.000000000000e+00
 UP BND       x_73_5     1.000000000000e+00
 UP BND       x_73_6     1.000000000000e+00
 UP BND       x_73_7     1.000000000000e+00
 UP BND       x_74_0     1.000000000000e+00
 UP BND       x_74_1     1.000000000000e+00
 UP BND       x_74_2     1.000000000000e+00
 UP BND       x_74_3     1.000000000000e+00
 UP BND       x_74_4     1.000000000000e+00
 UP BND       x_74_5     1.000000000000e+00
 UP BND       x_74_6     1.000000000000e+00
 UP BND       x_74_7     1.000000000000e+00
 UP BND       x_75_0     1.000000000000e+00
 UP BND       x_75_1     1.000000000000e+00
 UP BND       x_75_2     1.000000000000e+00
 UP BND       x_75_3     1.000000000000e+00
 UP BND       x_75_4     1.000000000000e+00
 UP BND       x_75_5     1.000000000000e+00
 UP BND       x_75_6     1.000000000000e+00
 UP BND       x_75_7     1.000000000000e+00
 UP BND       x_76_0     1.000000000000e+00
 UP BND       x_76_1     1.000000000000e+00
 UP BND       x_76_2     1.000000000000e+00
 UP BND       x_76_3     1.000000000000e+00
 UP BND       x_76_4     1.000000000000e+00
 UP BND       x_76_5     1.000000000000e+00
 UP BND       x_76_6     1.000000000000e+00
 UP BND       x_76_7     1.000000000000e+00
 UP BND       x_77_0     1.000000000000e+00
 UP BND       x_77_1     1.000000000000e+00
 UP BND       x_77_2     1.000000000000e+00
 UP BND       x_77_3     1.000000000000e+00
 UP BND       x_77_4     1.000000000000e+00
 UP BND       x_77_5     1.000000000000e+00
 UP BND       x_77_6     1.000000000000e+00
 UP BND       x_77_7     1.000000000000e+00
 UP BND       x_78_0     1.000000000000e+00
 UP BND       x_78_1     1.000000000000e+00
 UP BND       x_78_2     1.000000000000e+00
 UP BND       x_78_3     1.000000000000e+00
 UP BND       x_78_4     1.000000000000e+00
 UP BND       x_78_5     1.000000000000e+00
 UP BND       x_78_6     1.000000000000e+00
 UP BND       x_78_7     1.000000000000e+00
 UP BND       x_79_0     1.000000000000e+00
 UP BND       x_79_1     1.000000000000e+00
 UP BND       x_79_2     1.000000000000e+00
 UP BND       x_79_3     1.000000000000e+00
 UP BND       x_79_4     1.000000000000e+00
 UP BND       x_79_5     1.000000000000e+00
 UP BND       x_79_6     1.000000000000e+00
 UP BND       x_79_7     1.000000000000e+00
 UP BND       x_7_0      1.000000000000e+00
 UP BND       x_7_1      1.000000000000e+00
 UP BND       x_7_2      1.000000000000e+00
 UP BND       x_7_3      1.000000000000e+00
 UP BND       x_7_4      1.000000000000e+00
 UP BND       x_7_5      1.000000000000e+00
 UP BND       x_7_6      1.000000000000e+00
 UP BND       x_7_7      1.000000000000e+00
 UP BND       x_80_0     1.000000000000e+00
 UP BND       x_80_1     1.000000000000e+00
 UP BND       x_80_2     1.000000000000e+00
 UP BND       x_80_3     1.000000000000e+00
 UP BND       x_80_4     1.000000000000e+00
 UP BND       x_80_5     1.000000000000e+00
 UP BND       x_80_6     1.000000000000e+00
 UP BND       x_80_7     1.000000000000e+00
 UP BND       x_81_0     1.000000000000e+00
 UP BND       x_81_1     1.000000000000e+00
 UP BND       x_81_2     1.000000000000e+00
 UP BND       x_81_3     1.000000000000e+00
 UP BND       x_81_4     1.000000000000e+00
 UP BND       x_81_5     1.000000000000e+00
 UP BND       x_81_6     1.000000000000e+00
 UP BND       x_81_7     1.000000000000e+00
 UP BND       x_82_0     1.000000000000e+00
 UP BND       x_82_1     1.000000000000e+00
 UP BND       x_82_2     1.000000000000e+00
 UP BND       x_82_3     1.000000000000e+00
 UP BND       x_82_4     1.000000000000e+00
 UP BND       x_82_5     1.000000000000e+00
 UP BND       x_82_6     1.000000000000e+00
 UP BND       x_82_7     1.000000000000e+00
 UP BND       x_83_0     1.000000000000e+00
 UP BND       x_83_1     1.000000000000e+00
 UP BND       x_83_2     1.000000000000e+00
 UP BND       x_83_3     1.000000000000e+00
 UP BND       x_83_4     1.000000000000e+00
 UP BND       x_83_5     1.000000000000e+00
 UP BND       x_83_6     1.000000000000e+00
 UP BND       x_83_7     1.000000000000e+00
 UP BND       x_84_0     1.000000000000e+00
 UP BND       x_84_1     1.000000000000e+00
 UP BND       x_84_2     1.000000000000e+00
 UP BND       x_84_3     1.000000000000e+00
 UP BND       x_84_4     1.000000000000e+00
 UP BND       x_84_5     1.000000000000e+00
 UP BND       x_84_6     1.000000000000e+00
 UP BND       x_84_7     1.000000000000e+00
 UP BND       x_85_0     1.000000000000e+00
 UP BND       x_85_1     1.000000000000e+00
 UP BND       x_85_2     1.000000000000e+00
 UP BND       x_85_3     1.000000000000e+00
 UP BND       x_85_4     1.000000000000e+00
 UP BND       x_85_5     1.000000000000e+00
 UP BND       x_85_6     1.000000000000e+00
 UP BND       x_85_7     1.000000000000e+00
 UP BND       x_86_0     1.000000000000e+00
 UP BND       x_86_1     1.000000000000e+00
 UP BND       x_86_2     1.000000000000e+00
 UP BND       x_86_3     1.000000000000e+00
 UP BND       x_86_4     1.000000000000e+00
 UP BND       x_86_5     1.000000000000e+00
 UP BND       x_86_6     1.000000000000e+00
 UP BND       x_86_7     1.000000000000e+00
 UP BND       x_87_0     1.000000000000e+00
 UP BND       x_87_1     1.000000000000e+00
 UP BND       x_87_2     1.000000000000e+00
 UP BND       x_87_3     1.000000000000e+00
 UP BND       x_87_4     1.000000000000e+00
 UP BND       x_87_5     1.000000000000e+00
 UP BND       x_87_6     1.000000000000e+00
 UP BND       x_87_7     1.000000000000e+00
 UP BND       x_88_0     1.000000000000e+00
 UP BND       x_88_1     1.000000000000e+00
 UP BND       x_88_2     1.000000000000e+00
 UP BND       x_88_3     1.000000000000e+00
 UP BND       x_88_4     1.000000000000e+00
 UP BND       x_88_5     1.000000000000e+00
 UP BND       x_88_6     1.000000000000e+00
 UP BND       x_88_7     1.000000000000e+00
 UP BND       x_89_0     1.000000000000e+00
 UP BND       x_89_1     1.000000000000e+00
 UP BND       x_89_2     1.000000000000e+00
 UP BND       x_89_3     1.000000000000e+00
 UP BND       x_89_4     1.000000000000e+00
 UP BND       x_89_5     1.000000000000e+00
 UP BND       x_89_6     1.000000000000e+00
 UP BND       x_89_7     1.000000000000e+00
 UP BND       x_8_0      1.000000000000e+00
 UP BND       x_8_1      1.000000000000e+00
 UP BND       x_8_2      1.000000000000e+00
 UP BND       x_8_3      1.000000000000e+00
 UP BND       x_8_4      1.000000000000e+00
 UP BND       x_8_5      1.000000000000e+00
 UP BND       x_8_6      1.000000000000e+00
 UP BND       x_8_7      1.000000000000e+00
 UP BND       x_90_0     1.000000000000e+00
 UP BND       x_90_1     1.000000000000e+00
 UP BND       x_90_2     1.000000000000e+00
 UP BND       x_90_3     1.000000000000e+00
 UP BND       x_90_4     1.000000000000e+00
 UP BND       x_90_5     1.000000000000e+00
 UP BND       x_90_6     1.000000000000e+00
 UP BND       x_90_7     1.000000000000e+00
 UP BND       x_91_0     1.000000000000e+00
 UP BND       x_91_1     1.000000000000e+00
 UP BND       x_91_2     1.000000000000e+00
 UP BND       x_91_3     1.000000000000e+00
 UP BND       x_91_4     1.000000000000e+00
 UP BND       x_91_5     1.000000000000e+00
 UP BND       x_91_6     1.000000000000e+00
 UP BND       x_91_7     1.000000000000e+00
 UP BND       x_92_0     1.000000000000e+00
 UP BND       x_92_1     1.000000000000e+00
 UP BND       x_92_2     1.000000000000e+00
 UP BND       x_92_3     1.000000000000e+00
 UP BND       x_92_4     1.000000000000e+00
 UP BND       x_92_5     1.000000000000e+00
 UP BND       x_92_6     1.000000000000e+00
 UP BND       x_92_7     1.000000000000e+00
 UP BND       x_93_0     1.000000000000e+00
 UP BND       x_93_1     1.000000000000e+00
 UP BND       x_93_2     1.000000000000e+00
 UP BND       x_93_3     1.000000000000e+00
 UP BND       x_93_4     1.000000000000e+00
 UP BND       x_93_5     1.000000000000e+00
 UP BND       x_93_6     1.000000000000e+00
 UP BND       x_93_7     1.000000000000e+00
 UP BND       x_94_0     1.000000000000e+00
 UP BND       x_94_1     1.000000000000e+00
 UP BND       x_94_2     1.000000000000e+00
 UP BND       x_94_3     1.000000000000e+00
 UP BND       x_94_4     1.000000000000e+00
 UP BND       x_94_5     1.000000000000e+00
 UP BND       x_94_6     1.000000000000e+00
 UP BND       x_94_7     1.000000000000e+00
 UP BND       x_95_0     1.000000000000e+00
 UP BND       x_95_1     1.000000000000e+00
 UP BND       x_95_2     1.000000000000e+00
 UP BND       x_95_3     1.000000000000e+00
 UP BND       x_95_4     1.000000000000e+00
 UP BND       x_95_5     1.000000000000e+00
 UP BND       x_95_6     1.000000000000e+00
 UP BND       x_95_7     1.000000000000e+00
 UP BND       x_96_0     1.000000000000e+00
 UP BND       x_96_1     1.000000000000e+00
 UP BND       x_96_2     1.000000000000e+00
 UP BND       x_96_3     1.000000000000e+00
 UP BND       x_96_4     1.000000000000e+00
 UP BND       x_96_5     1.000000000000e+00
 UP BND       x_96_6     1.000000000000e+00
 UP BND       x_96_7     1.000000000000e+00
 UP BND       x_97_0     1.000000000000e+00
 UP BND       x_97_1     1.000000000000e+00
 UP BND       x_97_2     1.000000000000e+00
 UP BND       x_97_3     1.000000000000e+00
 UP BND       x_97_4     1.000000000000e+00
 UP BND       x_97_5     1.000000000000e+00
 UP BND       x_97_6     1.000000000000e+00
 UP BND       x_97_7     1.000000000000e+00
 UP BND       x_98_0     1.000000000000e+00
 UP BND       x_98_1     1.000000000000e+00
 UP BND       x_98_2     1.000000000000e+00
 UP BND       x_98_3     1.000000000000e+00
 UP BND       x_98_4     1.000000000000e+00
 UP BND       x_98_5     1.000000000000e+00
 UP BND       x_98_6     1.000000000000e+00
 UP BND       x_98_7     1.000000000000e+00
 UP BND       x_99_0     1.000000000000e+00
 UP BND       x_99_1     1.000000000000e+00
 UP BND       x_99_2     1.000000000000e+00
 UP BND       x_99_3     1.000000000000e+00
 UP BND       x_99_4     1.000000000000e+00
 UP BND       x_99_5     1.000000000000e+00
 UP BND       x_99_6     1.000000000000e+00
 UP BND       x_99_7     1.000000000000e+00
 UP BND       x_9_0      1.000000000000e+00
 UP BND       x_9_1      1.000000000000e+00
 UP BND       x_9_2      1.000000000000e+00
 UP BND       x_9_3      1.000000000000e+00
 UP BND       x_9_4      1.000000000000e+00
 UP BND       x_9_5      1.000000000000e+00
 UP BND       x_9_6      1.000000000000e+00
 UP BND       x_9_7      1.000000000000e+00
 BV BND       y_0_0   
 BV BND       y_0_1   
 BV BND       y_0_2   
 BV BND       y_0_3   
 BV BND       y_0_4   
 BV BND       y_0_5   
 BV BND       y_0_6   
 BV BND       y_0_7   
 BV BND       y_100_0 
 BV BND       y_100_1 
 BV BND       y_100_2 
 BV BND       y_100_3 
 BV BND       y_100_4 
 BV BND       y_100_5 
 BV BND       y_100_6 
 BV BND       y_100_7 
 BV BND       y_101_0 
 BV BND       y_101_1 
 BV BND       y_101_2 
 BV BND       y_101_3 
 BV BND       y_101_4 
 BV BND       y_101_5 
 BV BND       y_101_6 
 BV BND       y_101_7 
 BV BND       y_102_0 
 BV BND       y_102_1 
 BV BND       y_102_2 
 BV BND       y_102_3 
 BV BND       y_102_4 
 BV BND       y_102_5 
 BV BND       y_102_6 
 BV BND       y_102_7 
 BV BND       y_103_0 
 BV BND       y_103_1 
 BV BND       y_103_2 
 BV BND       y_103_3 
 BV BND       y_103_4 
 BV BND       y_103_5 
 BV BND       y_103_6 
 BV BND       y_103_7 
 BV BND       y_104_0 
 BV BND       y_104_1 
 BV BND       y_104_2 
 BV BND       y_104_3 
 BV BND       y_104_4 
 BV BND       y_104_5 
 BV BND       y_104_6 
 BV BND       y_104_7 
 BV BND       y_105_0 
 BV BND       y_105_1 
 BV BND       y_105_2 
 BV BND       y_105_3 
 BV BND       y_105_4 
 BV BND       y_105_5 
 BV BND       y_105_6 
 BV BND       y_105_7 
 BV BND       y_106_0 
 BV BND       y_106_1 
 BV BND       y_106_2 
 BV BND       y_106_3 
 BV BND       y_106_4 
 BV BND       y_106_5 
 BV BND       y_106_6 
 BV BND       y_106_7 
 BV BND       y_107_0 
 BV BND       y_107_1 
 BV BND       y_107_2 
 BV BND       y_107_3 
 BV BND       y_107_4 
 BV BND       y_107_5 
 BV BND       y_107_6 
 BV BND       y_107_7 
 BV BND       y_108_0 
 BV BND       y_108_1 
 BV BND       y_108_2 
 BV BND       y_108_3 
 BV BND       y_108_4 
 BV BND       y_108_5 
 BV BND       y_108_6 
 BV BND       y_108_7 
 BV BND       y_109_0 
 BV BND       y_109_1 
 BV BND       y_109_2 
 BV BND       y_109_3 
 BV BND       y_109_4 
 BV BND       y_109_5 
 BV BND       y_109_6 
 BV BND       y_109_7 
 BV BND       y_10_0  
 BV BND       y_10_1  
 BV BND       y_10_2  
 BV BND       y_10_3  
 BV BND       y_10_4  
 BV BND       y_10_5  
 BV BND       y_10_6  
 BV BND       y_10_7  
 BV BND       y_110_0 
 BV BND       y_110_1 
 BV BND       y_110_2 
 BV BND       y_110_3 
 BV BND       y_110_4 
 BV BND       y_110_5 
 BV BND       y_110_6 
 BV BND       y_110_7 
 BV BND       y_111_0 
 BV BND       y_111_1 
 BV BND       y_111_2 
 BV BND       y_111_3 
 BV BND       y_111_4 
 BV BND       y_111_5 
 BV BND       y_111_6 
 BV BND       y_111_7 
 BV BND       y_112_0 
 BV BND       y_112_1 
 BV BND       y_112_2 
 BV BND       y_112_3 
 BV BND       y_112_4 
 BV BND       y_112_5 
 BV BND       y_112_6 
 BV BND       y_112_7 
 BV BND       y_113_0 
 BV BND       y_113_1 
 BV BND       y_113_2 
 BV BND       y_113_3 
 BV BND       y_113_4 
 BV BND       y_113_5 
 BV BND       y_113_6 
 BV BND       y_113_7 
 BV BND       y_114_0 
 BV BND       y_114_1 
 BV BND       y_114_2 
 BV BND       y_114_3 
 BV BND       y_114_4 
 BV BND       y_114_5 
 BV BND       y_114_6 
 BV BND       y_114_7 
 BV BND       y_115_0 
 BV BND       y_115_1 
 BV BND       y_115_2 
 BV BND       y_115_3 
 BV BND       y_115_4 
 BV BND       y_115_5 
 BV BND       y_115_6 
 BV BND       y_115_7 
 BV BND       y_116_0 
 BV BND       y_116_1 
 BV BND       y_116_2 
 BV BND       y_116_3 
 BV BND       y_116_4 
 BV BND       y_116_5 
 BV BND       y_116_6 
 BV BND       y_116_7 
 BV BND       y_117_0 
 BV BND       y_117_1 
 BV BND       y_117_2 
 BV BND       y_117_3 
 BV BND       y_117_4 
 BV BND       y_117_5 
 BV BND       y_117_6 
 BV BND       y_117_7 
 BV BND       y_118_0 
 BV BND       y_118_1 
 BV BND       y_118_2 
 BV BND       y_118_3 
 BV BND       y_118_4 
 BV BND       y_118_5 
 BV BND       y_118_6 
 BV BND       y_118_7 
 BV BND       y_119_0 
 BV BND       y_119_1 
 BV BND       y_119_2 
 BV BND       y_119_3 
 BV BND       y_119_4 
 BV BND       y_119_5 
 BV BND       y_119_6 
 BV BND       y_119_7 
 BV BND       y_11_0  
 BV BND       y_11_1  
 BV BND       y_11_2  
 BV BND       y_11_3  
 BV BND       y_11_4  
 BV BND       y_11_5  
 BV BND       y_11_6  
 BV BND       y_11_7  
 BV BND       y_12_0  
 BV BND       y_12_1  
 BV BND       y_12_2  
 BV BND       y_12_3  
 BV BND       y_12_4  
 BV BND       y_12_5  
 BV BND       y_12_6  
 BV BND       y_12_7  
 BV BND       y_13_0  
 BV BND       y_13_1  
 BV BND       y_13_2  
 BV BND       y_13_3  
 BV BND       y_13_4  
 BV BND       y_13_5  
 BV BND       y_13_6  
 BV BND       y_13_7  
 BV BND       y_14_0  
 BV BND       y_14_1  
 BV BND       y_14_2  
 BV BND       y_14_3  
 BV BND       y_14_4  
 BV BND       y_14_5  
 BV BND       y_14_6  
 BV BND       y_14_7  
 BV BND       y_15_0  
 BV BND       y_15_1  
 BV BND       y_15_2  
 BV BND       y_15_3  
 BV BND       y_15_4  
 BV BND       y_15_5  
 BV BND       y_15_6  
 BV BND       y_15_7  
 BV BND       y_16_0  
 BV BND       y_16_1  
 BV BND       y_16_2  
 BV BND       y_16_3  
 BV BND       y_16_4  
 BV BND       y_16_5  
 BV BND       y_16_6  
 BV BND       y_16_7  
 BV BND       y_17_0  
 BV BND       y_17_1  
 BV BND       y_17_2  
 BV BND       y_17_3  
 BV BND       y_17_4  
 BV BND       y_17_5  
 BV BND       y_17_6  
 BV BND       y_17_7  
 BV BND       y_18_0  
 BV BND       y_18_1  
 BV BND       y_18_2  
 BV BND       y_18_3  
 BV BND       y_18_4  
 BV BND       y_18_5  
 BV BND       y_18_6  
 BV BND       y_18_7  
 BV BND       y_19_0  
 BV BND       y_19_1  
 BV BND       y_19_2  
 BV BND       y_19_3  
 BV BND       y_19_4  
 BV BND       y_19_5  
 BV BND       y_19_6  
 BV BND       y_19_7  
 BV BND       y_1_0   
 BV BND       y_1_1   
 BV BND       y_1_2   
 BV BND       y_1_3   
 BV BND       y_1_4   
 BV BND       y_1_5   
 BV BND       y_1_6   
 BV BND       y_1_7   
 BV BND       y_20_0  
 BV BND       y_20_1  
 BV BND       y_20_2  
 BV BND       y_20_3  
 BV BND       y_20_4  
 BV BND       y_20_5  
 BV BND       y_20_6  
 BV BND       y_20_7  
 BV BND       y_21_0  
 BV BND       y_21_1  
 BV BND       y_21_2  
 BV BND       y_21_3  
 BV BND       y_21_4  
 BV BND       y_21_5  
 BV BND       y_21_6  
 BV BND       y_21_7  
 BV BND       y_22_0  
 BV BND       y_22_1  
 BV BND       y_22_2  
 BV BND       y_22_3  
 BV BND       y_22_4  
 BV BND       y_22_5  
 BV BND       y_22_6  
 BV BND       y_22_7  
 BV BND       y_23_0  
 BV BND       y_23_1  
 BV BND       y_23_2  
 BV BND       y_23_3  
 BV BND       y_23_4  
 BV BND       y_23_5  
 BV BND       y_23_6  
 BV BND       y_23_7  
 BV BND       y_24_0  
 BV BND       y_24_1  
 BV BND       y_24_2  
 BV BND       y_24_3  
 BV BND       y_24_4  
 BV BND       y_24_5  
 BV BND       y_24_6  
 BV BND       y_24_7  
 BV BND       y_25_0  
 BV BND       y_25_1  
 BV BND       y_25_2  
 BV BND       y_25_3  
 BV BND       y_25_4  
 BV BND       y_25_5  
 BV BND       y_25_6  
 BV BND       y_25_7  
 BV BND       y_26_0  
 BV BND       y_26_1  
 BV BND       y_26_2  
 BV BND       y_26_3  
 BV BND       y_26_4  
 BV BND       y_26_5  
 BV BND       y_26_6  
 BV BND       y_26_7  
 BV BND       y_27_0  
 BV BND       y_27_1  
 BV BND       y_27_2  
 BV BND       y_27_3  
 BV BND       y_27_4  
 BV BND       y_27_5  
 BV BND       y_27_6  
 BV BND       y_27_7  
 BV BND       y_28_0  
 BV BND       y_28_1  
 BV BND       y_28_2  
 BV BND       y_28_3  
 BV BND       y_28_4  
 BV BND       y_28_5  
 BV BND       y_28_6  
 BV BND       y_28_7  
 BV BND       y_29_0  
 BV BND       y_29_1  
 BV BND       y_29_2  
 BV BND       y_29_3  
 BV BND       y_29_4  
 BV BND       y_29_5  
 BV BND       y_29_6  
 BV BND       y_29_7  
 BV BND       y_2_0   
 BV BND       y_2_1   
 BV BND       y_2_2   
 BV BND       y_2_3   
 BV BND       y_2_4   
 BV BND       y_2_5   
 BV BND       y_2_6   
 BV BND       y_2_7   
 BV BND       y_30_0  
 BV BND       y_30_1  
 BV BND       y_30_2  
 BV BND       y_30_3  
 BV BND       y_30_4  
 BV BND       y_30_5  
 BV BND       y_30_6  
 BV BND       y_30_7  
 BV BND       y_31_0  
 BV BND       y_31_1  
 BV BND       y_31_2  
 BV BND       y_31_3  
 BV BND       y_31_4  
 BV BND       y_31_5  
 BV BND       y_31_6  
 BV BND       y_31_7  
 BV BND       y_32_0  
 BV BND       y_32_1  
 BV BND       y_32_2  
 BV BND       y_32_3  
 BV BND       y_32_4  
 BV BND       y_32_5  
 BV BND       y_32_6  
 BV BND       y_32_7  
 BV BND       y_33_0  
 BV BND       y_33_1  
 BV BND       y_33_2  
 BV BND       y_33_3  
 BV BND       y_33_4  
 BV BND       y_33_5  
 BV BND       y_33_6  
 BV BND       y_33_7  
 BV BND       y_34_0  
 BV BND       y_34_1  
 BV BND       y_34_2  
 BV BND       y_34_3  
 BV BND       y_34_4  
 BV BND       y_34_5  
 BV BND       y_34_6  
 BV BND       y_34_7  
 BV BND       y_35_0  
 BV BND       y_35_1  
 BV BND       y_35_2  
 BV BND       y_35_3  
 BV BND       y_35_4  
 BV BND       y_35_5  
 BV BND       y_35_6  
 BV BND       y_35_7  
 BV BND       y_36_0  
 BV BND       y_36_1  
 BV BND       y_36_2  
 BV BND       y_36_3  
 BV BND       y_36_4  
 BV BND       y_36_5  
 BV BND       y_36_6  
 BV BND       y_36_7  
 BV BND       y_37_0  
 BV BND       y_37_1  
 BV BND       y_37_2  
 BV BND       y_37_3  
 BV BND       y_37_4  
 BV BND       y_37_5  
 BV BND       y_37_6  
 BV BND       y_37_7  
 BV BND       y_38_0  
 BV BND       y_38_1  
 BV BND       y_38_2  
 BV BND       y_38_3  
 BV BND       y_38_4  
 BV BND       y_38_5  
 BV BND       y_38_6  
 BV BND       y_38_7  
 BV BND       y_39_0  
 BV BND       y_39_1  
 BV BND       y_39_2  
 BV BND       y_39_3  
 BV BND       y_39_4  
 BV BND       y_39_5  
 BV BND       y_39_6  
 BV BND       y_39_7  
 BV BND       y_3_0   
 BV BND       y_3_1   
 BV BND       y_3_2   
 BV BND       y_3_3   
 BV BND       y_3_4   
 BV BND       y_3_5   
 BV BND       y_3_6   
 BV BND       y_3_7   
 BV BND       y_40_0  
 BV BND       y_40_1  
 BV BND       y_40_2  
 BV BND       y_40_3  
 BV BND       y_40_4  
 BV BND       y_40_5  
 BV BND       y_40_6  
 BV BND       y_40_7  
 BV BND       y_41_0  
 BV BND       y_41_1  
 BV BND       y_41_2  
 BV BND       y_41_3  
 BV BND       y_41_4  
 BV BND       y_41_5  
 BV BND       y_41_6  
 BV BND       y_41_7  
 BV BND       y_42_0  
 BV BND       y_42_1  
 BV BND       y_42_2  
 BV BND       y_42_3  
 BV BND       y_42_4  
 BV BND       y_42_5  
 BV BND       y_42_6  
 BV BND       y_42_7  
 BV BND       y_43_0  
 BV BND       y_43_1  
 BV BND       y_43_2  
 BV BND       y_43_3  
 BV BND       y_43_4  
 BV BND       y_43_5  
 BV BND       y_43_6  
 BV BND       y_43_7  
 BV BND       y_44_0  
 BV BND       y_44_1  
 BV BND       y_44_2  
 BV BND       y_44_3  
 BV BND       y_44_4  
 BV BND       y_44_5  
 BV BND       y_44_6  
 BV BND       y_44_7  
 BV BND       y_45_0  
 BV BND       y_45_1  
 BV BND       y_45_2  
 BV BND       y_45_3  
 BV BND       y_45_4  
 BV BND       y_45_5  
 BV BND       y_45_6  
 BV BND       y_45_7  
 BV BND       y_46_0  
 BV BND       y_46_1  
 BV BND       y_46_2  
 BV BND       y_46_3  
 BV BND       y_46_4  
 BV BND       y_46_5  
 BV BND       y_46_6  
 BV BND       y_46_7  
 BV BND       y_47_0  
 BV BND       y_47_1  
 BV BND       y_47_2  
 BV BND       y_47_3  
 BV BND       y_47_4  
 BV BND       y_47_5  
 BV BND       y_47_6  
 BV BND       y_47_7  
 BV BND       y_48_0  
 BV BND       y_48_1  
 BV BND       y_48_2  
 BV BND       y_48_3  
 BV BND       y_48_4  
 BV BND       y_48_5  
 BV BND       y_48_6  
 BV BND       y_48_7  
 BV BND       y_49_0  
 BV BND       y_49_1  
 BV BND       y_49_2  
 BV BND       y_49_3  
 BV BND       y_49_4  
 BV BND       y_49_5  
 BV BND       y_49_6  
 BV BND       y_49_7  
 BV BND       y_4_0   
 BV BND       y_4_1   
 BV BND       y_4_2   
 BV BND       y_4_3   
 BV BND       y_4_4   
 BV BND       y_4_5   
 BV BND       y_4_6   
 BV BND       y_4_7   
 BV BND       y_50_0  
 BV BND       y_50_1  
 BV BND       y_50_2  
 BV BND       y_50_3  
 BV BND       y_50_4  
 BV BND       y_50_5  
 BV BND       y_50_6  
 BV BND       y_50_7  
 BV BND       y_51_0  
 BV BND       y_51_1  
 BV BND       y_51_2  
 BV BND       y_51_3  
 BV BND       y_51_4  
 BV BND       y_51_5  
 BV BND       y_51_6  
 BV BND       y_51_7  
 BV BND       y_52_0  
 BV BND       y_52_1  
 BV BND       y_52_2  
 BV BND       y_52_3  
 BV BND       y_52_4  
 BV BND       y_52_5  
 BV BND       y_52_6  
 BV BND       y_52_7  
 BV BND       y_53_0  
 BV BND       y_53_1  
 BV BND       y_53_2  
 BV BND       y_53_3  
 BV BND       y_53_4  
 BV BND       y_53_5  
 BV BND       y_53_6  
 BV BND       y_53_7  
 BV BND       y_54_0  
 BV BND       y_54_1  
 BV BND       y_54_2  
 BV BND       y_54_3  
 BV BND       y_54_4  
 BV BND       y_54_5  
 BV BND       y_54_6  
 BV BND       y_54_7  
 BV BND       y_55_0  
 BV BND       y_55_1  
 BV BND       y_55_2  
 BV BND       y_55_3  
 BV BND       y_55_4  
 BV BND       y_55_5  
 BV BND       y_55_6  
 BV BND       y_55_7  
 BV BND       y_56_0  
 BV BND       y_56_1  
 BV BND       y_56_2  
 BV BND       y_56_3  
 BV BND       y_56_4  
 BV BND       y_56_5  
 BV BND       y_56_6  
 BV BND       y_56_7  
 BV BND       y_57_0  
 BV BND       y_57_1  
 BV BND       y_57_2  
 BV BND       y_57_3  
 BV BND       y_57_4  
 BV BND       y_57_5  
 BV BND       y_57_6  
 BV BND       y_57_7  
 BV BND       y_58_0  
 BV BND       y_58_1  
 BV BND       y_58_2  
 BV BND       y_58_3  
 BV BND       y_58_4  
 BV BND       y_58_5  
 BV BND       y_58_6  
 BV BND       y_58_7  
 BV BND       y_59_0  
 BV BND       y_59_1  
 BV BND       y_59_2  
 BV BND       y_59_3  
 BV BND       y_59_4  
 BV BND       y_59_5  
 BV BND       y_59_6  
 BV BND       y_59_7  
 BV BND       y_5_0   
 BV BND       y_5_1   
 BV BND       y_5_2   
 BV BND       y_5_3   
 BV BND       y_5_4   
 BV BND       y_5_5   
 BV BND       y_5_6   
 BV BND       y_5_7   
 BV BND       y_60_0  
 BV BND       y_60_1  
 BV BND       y_60_2  
 BV BND       y_60_3  
 BV BND       y_60_4  
 BV BND       y_60_5  
 BV BND       y_60_6  
 BV BND       y_60_7  
 BV BND       y_61_0  
 BV BND       y_61_1  
 BV BND       y_61_2  
 BV BND       y_61_3  
 BV BND       y_61_4  
 BV BND       y_61_5  
 BV BND       y_61_6  
 BV BND       y_61_7  
 BV BND       y_62_0  
 BV BND       y_62_1  
 BV BND       y_62_2  
 BV BND       y_62_3  
 BV BND       y_62_4  
 BV BND       y_62_5  
 BV BND       y_62_6  
 BV BND       y_62_7  
 BV BND       y_63_0  
 BV BND       y_63_1  
 BV BND       y_63_2  
 BV BND       y_63_3  
 BV BND       y_63_4  
 BV BND       y_63_5  
 BV BND       y_63_6  
 BV BND       y_63_7  
 BV BND       y_64_0  
 BV BND       y_64_1  
 BV BND       y_64_2  
 BV BND       y_64_3  
 BV BND       y_64_4  
 BV BND       y_64_5  
 BV BND       y_64_6  
 BV BND       y_64_7  
 BV BND       y_65_0  
 BV BND       y_65_1  
 BV BND       y_65_2  
 BV BND       y_65_3  
 BV BND       y_65_4  
 BV BND       y_65_5  
 BV BND       y_65_6  
 BV BND       y_65_7  
 BV BND       y_66_0  
 BV BND       y_66_1  
 BV BND       y_66_2  
 BV BND       y_66_3  
 BV BND       y_66_4  
 BV BND       y_66_5  
 BV BND       y_66_6  
 BV BND       y_66_7  
 BV BND       y_67_0  
 BV BND       y_67_1  
 BV BND       y_67_2  
 BV BND       y_67_3  
 BV BND       y_67_4  
 BV BND       y_67_5  
 BV BND       y_67_6  
 BV BND       y_67_7  
 BV BND       y_68_0  
 BV BND       y_68_1  
 BV BND       y_68_2  
 BV BND       y_68_3  
 BV BND       y_68_4  
 BV BND       y_68_5  
 BV BND       y_68_6  
 BV BND       y_68_7  
 BV BND       y_69_0  
 BV BND       y_69_1  
 BV BND       y_69_2  
 BV BND       y_69_3  
 BV BND       y_69_4  
 BV BND       y_69_5  
 BV BND       y_69_6  
 BV BND       y_69_7  
 BV BND       y_6_0   
 BV BND       y_6_1   
 BV BND       y_6_2   
 BV BND       y_6_3   
 BV BND       y_6_4   
 BV BND       y_6_5   
 BV BND       y_6_6   
 BV BND       y_6_7   
 BV BND       y_70_0  
 BV BND       y_70_1  
 BV BND       y_70_2  
 BV BND       y_70_3  
 BV BND       y_70_4  
 BV BND       y_70_5  
 BV BND       y_70_6  
 BV BND       y_70_7  
 BV BND       y_71_0  
 BV BND       y_71_1  
 BV BND       y_71_2  
 BV BND       y_71_3  
 BV BND       y_71_4  
 BV BND       y_71_5  
 BV BND       y_71_6  
 BV BND       y_71_7  
 BV BND       y_72_0  
 BV BND       y_72_1  
 BV BND       y_72_2  
 BV BND       y_72_3  
 BV BND       y_72_4  
 BV BND       y_72_5  
 BV BND       y_72_6  
 BV BND       y_72_7  
 BV BND       y_73_0  
 BV BND       y_73_1  
 BV BND       y_73_2  
 BV BND       y_73_3  
 BV BND       y_73_4  
 BV BND       y_73_5  
 BV BND       y_73_6  
 BV BND       y_73_7  
 BV BND       y_74_0  
 BV BND       y_74_1  
 BV BND       y_74_2  
 BV BND       y_74_3  
 BV BND       y_74_4  
 BV BND       y_74_5  
 BV BND       y_74_6  
 BV BND       y_74_7  
 BV BND       y_75_0  
 BV BND       y_75_1  
 BV BND       y_75_2  
 BV BND       y_75_3  
 BV BND       y_75_4  
 BV BND       y_75_5  
 BV BND       y_75_6  
 BV BND       y_75_7  
 BV BND       y_76_0  
 BV BND       y_76_1  
 BV BND       y_76_2  
 BV BND       y_76_3  
 BV BND       y_76_4  
 BV BND       y_76_5  
 BV BND       y_76_6  
 BV BND       y_76_7  
 BV BND       y_77_0  
 BV BND       y_77_1  
 BV BND       y_77_2  
 BV BND       y_77_3  
 BV BND       y_77_4  
 BV BND       y_77_5  
 BV BND       y_77_6  
 BV BND       y_77_7  
 BV BND       y_78_0  
 BV BND       y_78_1  
 BV BND       y_78_2  
 BV BND       y_78_3  
 BV BND       y_78_4  
 BV BND       y_78_5  
 BV BND       y_78_6  
 BV BND       y_78_7  
 BV BND       y_79_0  
 BV BND       y_79_1  
 BV BND       y_79_2  
 BV BND       y_79_3  
 BV BND       y_79_4  
 BV BND       y_79_5  
 BV BND       y_79_6  
 BV BND       y_79_7  
 BV BND       y_7_0   
 BV BND       y_7_1   
 BV BND       y_7_2   
 BV BND       y_7_3   
 BV BND       y_7_4   
 BV BND       y_7_5   
 BV BND       y_7_6   
 BV BND       y_7_7   
 BV BND       y_80_0  
 BV BND       y_80_1  
 BV BND       y_80_2  
 BV BND       y_80_3  
 BV BND       y_80_4  
 BV BND       y_80_5  
 BV BND       y_80_6  
 BV BND       y_80_7  
 BV BND       y_81_0  
 BV BND       y_81_1  
 BV BND       y_81_2  
 BV BND       y_81_3  
 BV BND       y_81_4  
 BV BND       y_81_5  
 BV BND       y_81_6  
 BV BND       y_81_7  
 BV BND       y_82_0  
 BV BND       y_82_1  
 BV BND       y_82_2  
 BV BND       y_82_3  
 BV BND       y_82_4  
 BV BND       y_82_5  
 BV BND       y_82_6  
 BV BND       y_82_7  
 BV BND       y_83_0  
 BV BND       y_83_1  
 BV BND       y_83_2  
 BV BND       y_83_3  
 BV BND       y_83_4  
 BV BND       y_83_5  
 BV BND       y_83_6  
 BV BND       y_83_7  
 BV BND       y_84_0  
 BV BND       y_84_1  
 BV BND       y_84_2  
 BV BND       y_84_3  
 BV BND       y_84_4  
 BV BND       y_84_5  
 BV BND       y_84_6  
 BV BND       y_84_7  
 BV BND       y_85_0  
 BV BND       y_85_1  
 BV BND       y_85_2  
 BV BND       y_85_3  
 BV BND       y_85_4  
 BV BND       y_85_5  
 BV BND       y_85_6  
 BV BND       y_85_7  
 BV BND       y_86_0  
 BV BND       y_86_1  
 BV BND       y_86_2  
 BV BND       y_86_3  
 BV BND       y_86_4  
 BV BND       y_86_5  
 BV BND       y_86_6  
 BV BND       y_86_7  
 BV BND       y_87_0  
 BV BND       y_87_1  
 BV BND       y_87_2  
 BV BND       y_87_3  
 BV BND       y_87_4  
 BV BND       y_87_5  
 BV BND       y_87_6  
 BV BND       y_87_7  
 BV BND       y_88_0  
 BV BND       y_88_1  
 BV BND       y_88_2  
 BV BND       y_88_3  
 BV BND       y_88_4  
 BV BND       y_88_5  
 BV BND       y_88_6  
 BV BND       y_88_7  
 BV BND       y_89_0  
 BV BND       y_89_1  
 BV BND       y_89_2  
 BV BND       y_89_3  
 BV BND       y_89_4  
 BV BND       y_89_5  
 BV BND       y_89_6  
 BV BND       y_89_7  
 BV BND       y_8_0   
 BV BND       y_8_1   
 BV BND       y_8_2   
 BV BND       y_8_3   
 BV BND       y_8_4   
 BV BND       y_8_5   
 BV BND       y_8_6   
 BV BND       y_8_7   
 BV BND       y_90_0  
 BV BND       y_90_1  
 BV BND       y_90_2  
 BV BND       y_90_3  
 BV BND       y_90_4  
 BV BND       y_90_5  
 BV BND       y_90_6  
 BV BND       y_90_7  
 BV BND       y_91_0  
 BV BND       y_91_1  
 BV BND       y_91_2  
 BV BND       y_91_3  
 BV BND       y_91_4  
 BV BND       y_91_5  
 BV BND       y_91_6  
 BV BND       y_91_7  
 BV BND       y_92_0  
 BV BND       y_92_1  
 BV BND       y_92_2  
 BV BND       y_92_3  
 BV BND       y_92_4  
 BV BND       y_92_5  
 BV BND       y_92_6  
 BV BND       y_92_7  
 BV BND       y_93_0  
 BV BND       y_93_1  
 BV BND       y_93_2  
 BV BND       y_93_3  
 BV BND       y_93_4  
 BV BND       y_93_5  
 BV BND       y_93_6  
 BV BND       y_93_7  
 BV BND       y_94_0  
 BV BND       y_94_1  
 BV BND       y_94_2  
 BV BND       y_94_3  
 BV BND       y_94_4  
 BV BND       y_94_5  
 BV BND       y_94_6  
 BV BND       y_94_7  
 BV BND       y_95_0  
 BV BND       y_95_1  
 BV BND       y_95_2  
 BV BND       y_95_3  
 BV BND       y_95_4  
 BV BND       y_95_5  
 BV BND       y_95_6  
 BV BND       y_95_7  
 BV BND       y_96_0  
 BV BND       y_96_1  
 BV BND       y_96_2  
 BV BND       y_96_3  
 BV BND       y_96_4  
 BV BND       y_96_5  
 BV BND       y_96_6  
 BV BND       y_96_7  
 BV BND       y_97_0  
 BV BND       y_97_1  
 BV BND       y_97_2  
 BV BND       y_97_3  
 BV BND       y_97_4  
 BV BND       y_97_5  
 BV BND       y_97_6  
 BV BND       y_97_7  
 BV BND       y_98_0  
 BV BND       y_98_1  
 BV BND       y_98_2  
 BV BND       y_98_3  
 BV BND       y_98_4  
 BV BND       y_98_5  
 BV BND       y_98_6  
 BV BND       y_98_7  
 BV BND       y_99_0  
 BV BND       y_99_1  
 BV BND       y_99_2  
 BV BND       y_99_3  
 BV BND       y_99_4  
 BV BND       y_99_5  
 BV BND       y_99_6  
 BV BND       y_99_7  
 BV BND       y_9_0   
 BV BND       y_9_1   
 BV BND       y_9_2   
 BV BND       y_9_3   
 BV BND       y_9_4   
 BV BND       y_9_5   
 BV BND       y_9_6   
 BV BND       y_9_7   
ENDATA
